/** The two PDF guides' text; WinAnsi characters only (straight quotes, no arrows), as the PDFs use standard Helvetica. */
import { GUIDE_FILES } from "./guide-files";

export interface GuideSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Guide {
  id: "marketing-guide-2025" | "roofing-lead-guide";
  fileName: string;
  title: string;
  subtitle: string;
  sections: GuideSection[];
}

export const marketingGuide: Guide = {
  id: "marketing-guide-2025",
  fileName: GUIDE_FILES.marketing,
  title: "The 2025 Complete Marketing Guide for Local Service Businesses",
  subtitle:
    "A practical playbook for roofing, HVAC, plumbing, electrical, landscaping and home-service companies: what to set up, in what order, and how to know it is working.",
  sections: [
    {
      heading: "How to Use This Guide",
      paragraphs: [
        'Most local service businesses do not have a marketing problem so much as an order-of-operations problem. They buy ads before their Google Business Profile is finished, send paid traffic to a homepage that does not tell anyone what to do next, and let new leads sit for hours before anyone calls back. Then they conclude that "ads don\'t work" and start over with a different vendor.',
        "This guide lays out the pieces in the order we set them up for our own clients. First comes the foundation that every other channel depends on: your Google Business Profile, your website and your tracking. Then come the paid channels that create leads quickly: Google Ads and Facebook and Instagram ads. Then come the systems that turn more of those leads into booked jobs: reviews and follow-up by email and text. The guide closes with a simple budget framework and a 90-day plan.",
        "You do not need to do everything at once. Read it through, mark the two or three biggest gaps in your own business, and fix those before you add anything new. A company that does five things well will beat a competitor that does fifteen things halfway.",
      ],
      bullets: [
        "Who it is for: owners and managers of roofing, HVAC, plumbing, electrical, landscaping, general contracting and other home-service businesses.",
        "What you need: access to your Google Business Profile, your website and any ad accounts you already have, plus a rough idea of your average job value and how many jobs you can handle each month.",
        "How to read it: each section explains what good looks like and ends with steps you can take this week.",
      ],
    },
    {
      heading: "Google Business Profile: Your Most Valuable Free Listing",
      paragraphs: [
        'When a homeowner searches for "AC repair near me" or "roofer in Round Rock", Google usually shows a map with three businesses before the regular results. Those three spots, often called the local pack, get a large share of the calls, and the listing that appears there is your Google Business Profile. It costs nothing, and for many service businesses it produces more calls than the website does.',
        "Google says it ranks local results on three things: relevance (how well your profile matches the search), distance (how close you are to the searcher or the area they name) and prominence (how well known and well reviewed you are). You cannot move your office, but you control relevance completely and prominence over time.",
        "Work through this checklist, in order:",
      ],
      bullets: [
        'Verify the profile and use your real business name exactly as it appears on your truck and your invoices. Adding keywords to the name ("Smith Roofing - Best Roof Repair Austin") breaks Google\'s guidelines and can get the profile suspended.',
        'Pick the most specific primary category for the service that makes you the most money, such as "Roofing contractor" or "HVAC contractor" rather than "Contractor". Add secondary categories only for services you actually offer.',
        "If customers do not come to your office, set the profile up as a service-area business, hide the street address and list the cities or areas you really serve.",
        "Fill in the services list, with a one- or two-sentence description for each service. Plain language beats jargon.",
        "Keep hours accurate, including holiday hours. If you answer emergency calls at night, say so.",
        "Upload real photos: your crew, your trucks, your shop and finished jobs. Add new ones every week or two; an active profile looks like an active business.",
        "Publish a short update every week: a recent job, a seasonal tip or a current offer.",
        "Link the website button to your site with a tracking tag (see the tracking section) so you can count the visits your profile sends.",
      ],
    },
    {
      heading: "Local SEO Beyond the Map",
      paragraphs: [
        "Your profile wins the map; your website wins the regular results below it, and it also strengthens the profile. Local SEO is the slow, steady channel: it usually takes 3 to 6 months to show results, but the traffic it brings does not stop when you stop paying.",
        'Start with the pages. Google can only rank a page for "water heater installation in Pflugerville" if you have a page that is clearly about water heater installation and clearly says where you work. Most service-business websites have one "Services" page listing everything in a paragraph, which gives Google nothing to rank.',
        "Prominence also grows outside your website. Google looks for consistent mentions of your business across the web and for links from other local sites. This is where most of the effort goes after the pages are in place.",
      ],
      bullets: [
        "Create one page for each core service you want to be found for, with the service and your main city in the page title and main heading, a clear description, photos of your own work, frequently asked questions and a call to action.",
        "Add city or area pages only when you can say something genuinely specific about each place: jobs you have done there, local conditions, permits. Copying one page twenty times with different city names does more harm than good.",
        "Make your business name, address and phone number identical everywhere: your website footer, your Google Business Profile, Bing Places, Apple Business Connect, Yelp, the Better Business Bureau, Nextdoor, Angi and the directories in your trade.",
        "Earn local links: your chamber of commerce, local sponsorships, suppliers and manufacturers that list certified installers, trade associations and community events.",
        "Answer the questions customers ask you on the phone in short articles, such as how much a repair costs, how long a job takes or how to tell whether something needs repair or replacement. These pages bring in people early in their research.",
      ],
    },
    {
      heading: "Build a Website That Turns Visitors Into Calls",
      paragraphs: [
        "A website for a service business has one job: to get the right visitor to call you or send a request. It is not a brochure. Every design decision should be judged by whether it makes that easier.",
        "Picture a homeowner on a phone, standing in a wet kitchen. In the first five seconds on your site they need to see what you do, where you do it, why they should trust you and how to reach you. If they have to scroll, pinch or hunt for the phone number, many of them will go back to the search results and call the next company.",
        "Test it yourself every month, too: submit your own form and call your own number from the site. Forms quietly stop sending, and numbers end up at voicemail boxes that nobody checks, far more often than owners expect.",
        "Then work through this checklist on your own site, on your own phone:",
      ],
      bullets: [
        'A headline that says what you do and where, such as "Fast, Honest Plumbing Repair in North Austin", not "Welcome to Our Website".',
        "A click-to-call phone number at the top of every page, and a button that leads to a short form.",
        "A short form: name, phone, email, the service needed and an optional message. Every extra field costs you submissions.",
        "Proof near the form: review stars and short quotes, years in business, license and insurance details, warranties and association logos, but only the ones that are true.",
        "Real photos of your team and your work instead of stock images of models in hard hats.",
        "One clear next step per page. If a page offers a free estimate, a newsletter, a careers link and a coupon all at once, visitors tend to do none of them.",
        "Fast loading on a phone: compress images, remove sliders and autoplay videos, and limit the number of plug-ins and chat widgets.",
        "A thank-you page after every form that tells people what happens next and how soon you will call. It also gives you a clean page to count as a conversion.",
      ],
    },
    {
      heading: "Google Ads: Show Up When Customers Are Ready to Buy",
      paragraphs: [
        'Google Ads puts you at the top of the results for the searches you choose, and you pay when someone clicks. Its great strength is intent: a person searching for "emergency electrician" has a problem today and is looking for someone to solve it. That is why search ads are usually the fastest way to new leads for a service business. Campaigns can start bringing in inquiries within days of launch.',
        "If you are a home-service business, also look at Google Local Services Ads, the pay-per-lead listings that appear above regular ads for many trades. They require a background and license check, and they work well alongside search campaigns rather than replacing them.",
        "The weakness of search ads is that it is very easy to waste money. Google's default settings are designed to spend your budget, not to protect it. Once campaigns are running, resist changing everything every day, because each change resets what the system is learning: review the search terms report at least weekly, add negatives, pause keywords that spend without producing leads, and give the account a few weeks of data before you judge it. The settings below are where we start for almost every local service client:",
      ],
      bullets: [
        "Use Search campaigns for lead generation. Turn off the Display Network and search partners when you start, so your budget goes to Google search results first.",
        "Target the areas you actually serve, and set location options to reach people who are in or regularly in those areas, not people who are merely interested in them.",
        "Build separate campaigns or ad groups for each main service (for example repair, replacement and maintenance), so each ad and landing page can match what the person searched for.",
        "Use phrase and exact match keywords at the start. Broad match can work later, once conversion tracking is solid and the account has a history.",
        "Add negative keywords from day one: jobs, careers, salary, training, DIY, free, and any services you do not offer.",
        "Add call, location, sitelink and callout assets so your ad takes up more space and people can call straight from it.",
        "Schedule ads for the hours when someone will answer the phone, or make sure calls outside those hours are handled.",
        "Set up conversion tracking for calls and form submissions before you spend a dollar. Without it, neither you nor Google can tell which clicks turn into customers.",
        "Start with a bid strategy you can control, such as Maximize Clicks with a maximum cost per click, and move to Maximize Conversions or a target cost per lead once you have a steady flow of tracked conversions.",
      ],
    },
    {
      heading: "Facebook and Instagram Ads: Create Demand Before the Need Hits",
      paragraphs: [
        "Google Ads catches people who are already searching. Facebook and Instagram ads reach people who are not searching yet: the homeowner scrolling at night whose AC is ten years old, or who has been meaning to redo the backyard. That makes social ads weaker for emergencies and stronger for planned, visual and seasonal work: landscaping, remodeling, roof replacements, HVAC tune-ups and maintenance plans, solar, pools and fences.",
        "Social ads are also where creative matters most. Your ad competes with friends' photos and videos, so it has to stop the thumb. The ads that work best for local service businesses look like they came from a real local company, because they did. Expect social campaigns to take 2 to 4 weeks to settle in, longer than search.",
      ],
      bullets: [
        "Use real material: before-and-after photos, a 20- to 40-second video of the owner or a technician explaining a common problem, a walk-around of a finished job, a crew photo with your trucks.",
        'Lead with one specific offer: a free inspection, a seasonal tune-up price, a free design consultation or financing. "Quality service you can trust" is not an offer.',
        "Target a radius around the areas you serve and keep audiences broad at first. With good creative, Meta's system is better at finding responsive people than narrow interest targeting.",
        "Test the platform's instant lead forms against sending people to a landing page. Instant forms usually bring more leads at a lower cost, but lower quality; add one or two qualifying questions and a review step to filter out accidental submissions.",
        "Retarget people who visited your website but did not call, with reviews, project photos and a reminder of your offer.",
        "Refresh your ads every few weeks. The same image shown to the same local audience wears out quickly.",
        "Call social leads back just as fast as search leads. They are less urgent, so a quick, friendly call matters even more.",
      ],
    },
    {
      heading: "Reviews: The Tiebreaker Customers Trust",
      paragraphs: [
        "When a homeowner compares three companies in the map results, the reviews usually decide who gets the call. Reviews also count toward prominence in Google's local ranking, and they make every ad and landing page more convincing. A steady flow of recent reviews is worth more than a large number of old ones.",
        "The companies with the most reviews are rarely the ones with the happiest customers; they are the ones that ask every time. Build the request into your process so it does not depend on anyone remembering:",
      ],
      bullets: [
        "Ask at the moment of satisfaction: when the job is finished and the customer has seen the result, not a month later with the invoice.",
        'Send a text with a direct link to your review form. Every extra step between the request and the review loses people. A simple request that works: "Hi Maria, it\'s Jake from Lone Star Heating. Thanks for having us out today. If you were happy with the work, would you mind leaving a quick review? It helps a small local business a lot: [link]"',
        "Ask the technician who did the job to mention the request in person, then send the link by text within the hour.",
        "Reply to every review within a few days. Thank happy customers by name and mention the job. Reply to unhappy ones calmly and briefly, take responsibility where it is yours and offer to continue the conversation by phone. Future customers read your replies more closely than the complaint.",
        "Never buy reviews, write them yourself or have staff post them. Do not offer discounts or gifts in exchange for Google reviews, and do not ask only the customers you expect to be happy. Google's policies forbid these practices, and since October 2024 the Federal Trade Commission's rule on fake reviews and testimonials allows it to fine businesses that use fake or bought reviews.",
        "Show your best reviews on your website, next to your forms and on your landing pages.",
      ],
    },
    {
      heading: "Email and Text Follow-Up: Win the Leads You Already Paid For",
      paragraphs: [
        "Many service businesses spend thousands of dollars generating leads and then lose a large share of them in the first hour. The homeowner who filled in your form also filled in two others. The company that calls back first usually gets the appointment, and the company that calls back tomorrow usually gets voicemail.",
        "Follow-up has two parts: what happens in the first minutes after a new lead comes in, and how you stay in touch with the people who did not book and with the customers you already served.",
        "Your past customers are the cheapest leads you will ever get. Send a useful email once a month, such as a seasonal checklist, a recent project or a maintenance reminder, and send a text a few times a year when there is a real reason: a tune-up season, a storm, a referral offer.",
        "Respect the rules. Only text people who have agreed to receive texts from you, identify your business in every message, honor STOP replies right away and keep a record of consent. Every marketing email needs a working unsubscribe link and your business's physical mailing address. Breaking texting rules in particular can be very expensive, so when in doubt, ask.",
      ],
      bullets: [
        'Within a minute: an automatic text and email confirming the request, with your name and when you will call. For example: "Thanks for contacting Hill Country Plumbing! This is Dana. I\'ll call you in the next few minutes from this number."',
        "Within five minutes, during business hours: a phone call. If there is no answer, leave a short voicemail and send a text.",
        'Days 1 to 7: a few more attempts by call and text, at different times of day, then a final "Should I close your request?" message, which often gets a reply.',
        "Unbooked leads: a monthly email and an occasional seasonal text for the next few months. Many people are not ready now, but will be.",
        "After every job: a thank-you message, a review request and, a few weeks later, a referral ask.",
      ],
    },
    {
      heading: "Tracking: Know Where Every Job Comes From",
      paragraphs: [
        "If you cannot see which marketing brings in booked jobs, you will keep paying for what sounds good instead of what works. Tracking does not need to be complicated, but it needs to be in place before you spend money, and it needs to follow a lead all the way to revenue, not just to the first click.",
        "Here is a worked example, with illustrative figures. Suppose you spend $2,000 on ads in a month and get 25 leads: your cost per lead is $80. Ten of those leads book an appointment and you sell 4 jobs with an average value of $3,000. That is $12,000 in revenue from $2,000 in ad spend, a 6x return on ad spend, and a cost per customer of $500. If the same $2,000 produced 25 leads but only 1 sale, the problem is not the ads; it is what happens after the lead arrives. Tracking tells you which problem you have.",
        "Set aside 30 minutes each week to fill in a simple scorecard by source, using the numbers below. After a month or two, your budget decisions will mostly make themselves.",
        "The numbers that matter, in order, and how to collect them:",
      ],
      bullets: [
        "Leads by source: how many calls and forms each channel produced (Google Ads, Google Business Profile, organic search, Facebook, referrals).",
        "Cost per lead: what you spent on a channel divided by its leads.",
        "Booking rate and close rate: what share of leads became appointments, and what share of appointments became paid jobs.",
        "Cost per customer and return on ad spend: spend divided by new customers, and revenue divided by spend.",
        'To collect them: conversion tracking in Google Ads and Meta; Google Analytics 4 with your form submissions and phone clicks marked as key events; UTM tags on every link you control, including the website link on your Google Business Profile; call tracking numbers on your website and ads; and a "lead source" field in your CRM or job software that someone fills in for every job.',
        'As a backup, ask every new customer "How did you hear about us?" and write the answer down.',
      ],
    },
    {
      heading: "A Simple Budget Framework",
      paragraphs: [
        "Most owners set a marketing budget by picking a number that feels safe. A better way is to work backward from the revenue you want and the numbers from your own business. The figures below are examples; replace them with yours.",
        "Step 1, the goal: you want 8 more jobs a month. Step 2, the leads you need: if you close about 1 in 3 leads, you need about 24 leads. Step 3, the ad budget: if leads cost around $75 in your market, you need about $1,800 a month in ad spend. Step 4, the check: if your average job is worth $2,500, those 8 jobs bring about $20,000 in revenue. If the margin on that revenue comfortably covers the ad spend and management costs, the budget makes sense; if not, work on your close rate or your job value before you spend more.",
        "Give each channel enough time to prove itself: search ads a month or two, social ads two to three months, SEO six months or more. Decide with your scorecard, not with your gut. Never cut the channel that brings in booked jobs at the lowest cost, and raise budgets a few weeks before your busy season rather than in the middle of it, when competitors are bidding up prices.",
        "Once you know the total, divide it in a way that matches how customers buy:",
      ],
      bullets: [
        "The foundation first: Google Business Profile, a website that converts, tracking and a review process. Much of this costs more time than money, and it makes every dollar of advertising work harder.",
        "Most of the paid budget on Google Search, where the people with an immediate need are.",
        "A smaller share on Facebook and Instagram for planned work, seasonal offers and retargeting website visitors.",
        "A small, fixed amount for email and text follow-up tools, which usually pay for themselves quickly by recovering leads you would otherwise lose.",
      ],
    },
    {
      heading: "Your 90-Day Action Plan",
      paragraphs: [
        "Want a second pair of eyes before you start? Bluebonnet Digital offers a free 15-minute strategy call, normally a $197 value, free for a limited time. We will look at your profile, website and ads and tell you honestly where the quickest wins are. Book it on our website.",
        "Here is the whole guide as a plan you can start on Monday. If you can only do one thing from each phase, do the first item on each list.",
      ],
      bullets: [
        "Days 1 to 30, the foundation: complete and verify your Google Business Profile; fix the top of your homepage and your contact form; add click-to-call; set up call and form tracking, UTM tags and a lead source field; start asking every customer for a review; set up an instant text and email reply for new leads.",
        "Days 31 to 60, the launch: start Google Search campaigns for your two most profitable services with tight locations, phrase and exact keywords and negative keywords; build a landing page for each; publish one service page a week on your website; start your weekly scorecard.",
        "Days 61 to 90, optimize and scale: cut the keywords and ads that spend without producing leads; move budget to what produces booked jobs; launch a Facebook and Instagram campaign with a specific offer and a retargeting audience; send your first monthly email to past customers; decide your next quarter's budget with your scorecard in hand.",
      ],
    },
  ],
};

export const roofingGuide: Guide = {
  id: "roofing-lead-guide",
  fileName: GUIDE_FILES.roofing,
  title: "How to Get More Roofing Leads with Google Ads",
  subtitle:
    "The 2025 playbook for roofing contractors: storm-season campaigns, keywords and negatives, landing pages, speed-to-lead, call tracking, reviews and a 30-day launch checklist.",
  sections: [
    {
      heading: "Why Google Ads Works for Roofers",
      paragraphs: [
        "Nobody browses for a roofer for fun. People search when water is coming through the ceiling, when hail has just gone through the neighborhood, when the insurance adjuster is on the way or when a home inspector has flagged a twenty-year-old roof. Google Ads lets you appear at the top of the page at exactly that moment, in exactly the zip codes you want to work, and you only pay when someone clicks.",
        "That is also why roofing clicks are among the most expensive in home services: every roofer in town wants the same searches. The difference between the roofers who make Google Ads pay and the ones who give up on it is rarely the budget. It is whether they avoid the classic leaks that drain money without producing inspections.",
        "The rest of this guide shows how to plug each of the leaks below, in the order we set up roofing accounts ourselves. Done properly, a new roofing campaign should start producing leads within 7 to 14 days.",
      ],
      bullets: [
        "Paying for the wrong searches: roofing jobs, roofing supplies, DIY repairs and services you do not offer.",
        "Targeting the wrong places: showing ads to people who are only interested in your city rather than living in it, or in areas your crews will not drive to.",
        "Sending clicks to a homepage instead of a page built for the search.",
        "Answering too slowly: letting a form sit for an hour or sending calls to voicemail while the homeowner calls the next ad.",
        "Flying blind: no call tracking and no link between clicks and sold jobs, so nobody knows what is working.",
      ],
    },
    {
      heading: "Set Up the Account the Right Way",
      paragraphs: [
        "A clean structure makes everything else easier: your ads match what people searched for, your landing pages match your ads and your reports show which kind of work is profitable. For most residential roofers we use three core campaigns, each with its own budget, and add others only when the business calls for it.",
        "Below are the campaigns, followed by the settings that decide where your money goes:",
      ],
      bullets: [
        "Roof Repair and Leaks: urgent, smaller jobs that often lead to a replacement later. Keywords about leaks, repairs and emergency service.",
        "Roof Replacement: the highest-value searches, usually with more research before the call. Keywords about new roofs, replacement, reroofing and roofing materials you install.",
        "Storm Damage and Insurance: hail, wind and storm damage and insurance claim searches. This campaign stays small or paused most of the year and scales up after storms (see the storm-season section).",
        "Optional: Commercial Roofing, Gutters, or Metal Roofing, if these are real lines of business with their own landing pages.",
        "Campaign type: Search. Uncheck the Display Network and search partners at launch.",
        "Locations: the cities or zip codes your crews actually want to work, drawn tight around your profitable area. Set the location option to people in or regularly in your targeted locations.",
        "Ad schedule: the hours when someone will answer the phone. If you run ads around the clock, have an answering service or an on-call phone.",
        "Bidding: start with Maximize Clicks with a maximum cost per click, or manual bidding, then move to Maximize Conversions or a target cost per lead once conversion tracking has a few weeks of reliable data.",
        "Budget: put most of it on repair and replacement, keep storm damage on a low budget outside storm season, and make sure each campaign can afford at least a few clicks a day. A campaign that runs out of budget by 9 AM is missing the afternoon and evening searchers.",
      ],
    },
    {
      heading: "Keywords That Bring Roofing Jobs",
      paragraphs: [
        'The best roofing keywords describe a problem or a purchase: someone with a leak, someone who needs a new roof or someone with storm damage. Keywords that describe a topic ("roofing", "shingles", "roof") bring in students, job seekers and do-it-yourselfers at the same price per click.',
        "Start with phrase match and exact match. Phrase match (the keyword in quotation marks) shows your ad for searches that include the meaning of your phrase; exact match (in square brackets) keeps the search very close to your keyword. Broad match can find good new searches later, but only in an account with solid conversion tracking and a healthy list of negatives.",
        "Examples of strong keywords, by campaign:",
      ],
      bullets: [
        'Repair: "roof repair", "roof leak repair", "emergency roof repair", "roof repair near me", "fix roof leak", "roof repair [your city]".',
        'Replacement: "roof replacement", "new roof", "roofing contractor", "roofing company near me", "reroof", "replace roof cost", "metal roof installation" (only if you install metal).',
        'Price searches: do not avoid them. "Roof replacement cost" often comes from a homeowner who has already decided to replace the roof and is checking whether it is affordable. Send those clicks to a page that explains what affects the price and offers a free inspection and written estimate.',
        'Storm and insurance: "hail damage roof", "storm damage roof repair", "roof inspection after hail", "wind damage roof", "roof insurance claim".',
        'City and neighborhood versions: add your main cities to your most important keywords, such as "roofer round rock" and "roof replacement georgetown tx". They are usually cheaper and convert well.',
        "Your own brand name, in a small separate campaign, so competitors cannot take the top spot when people search for you by name.",
      ],
    },
    {
      heading: "Negative Keywords: Stop Paying for the Wrong Clicks",
      paragraphs: [
        "Negative keywords tell Google which searches should never show your ad. In roofing they are the quickest way to cut waste. Build a shared negative keyword list before launch and apply it to every campaign, then grow it every week from the search terms report, which shows what people actually typed before clicking.",
        'Be careful with negatives that look bad but are not. "Cost", "price" and "estimate" usually come from buyers. "Insurance" is a poor negative for a storm campaign. Check the search terms report before adding a word that might block good leads, and prefer phrase or exact negatives when a single word could appear in good searches.',
        "With that in mind, here is a starter list for roofers, grouped by reason:",
      ],
      bullets: [
        "Jobs and careers: jobs, job, hiring, careers, salary, wage, apprenticeship, training, school, certification, license exam, roofer pay.",
        "Do-it-yourself: DIY, how to, yourself, tutorial, video, YouTube, install roof myself, patch kit.",
        "Materials and supplies: supply, supplies, wholesale, Home Depot, Lowe's, shingles for sale, roofing nails, underlayment, tar, sealant, roll roofing.",
        "Services you do not offer: for example solar, skylight, RV roof, shed, mobile home, flat roof or commercial, depending on your business.",
        "Low-value research: definition, meaning, pictures, types of roofs, diagram, jokes, insurance company names used for policy questions.",
        'Other intents: used, free (review this one carefully; "free inspection" is a good search), lawsuit, complaints, reviews of specific competitors.',
      ],
    },
    {
      heading: "Storm-Season Campaigns",
      paragraphs: [
        "Storms bring a burst of roofing demand, and the roofers who benefit most are the ones who prepared before the storm, not the ones who scramble to set up ads after it. In Texas, hail is most common in spring and early summer, and the Atlantic hurricane season runs from June through November. Plan your storm campaign in the quiet months.",
        'When a storm hits one of your service areas, speed matters, but so does reputation. Homeowners are wary of "storm chasers", out-of-town crews who knock on doors after every hailstorm. Your ads should make it obvious that you are local and that you will still be there when the warranty matters.',
        "Stay on the right side of the law and the insurer. Never offer to waive, rebate or cover a homeowner's insurance deductible: Texas law prohibits it, as do several other states. Do not promise that a claim will be approved or advertise that you will negotiate the claim on the homeowner's behalf; in many states, including Texas, that is the job of a licensed public adjuster, and a contractor cannot act as both. Offer what you really do: a free inspection, photo documentation of the damage and a detailed estimate.",
      ],
      bullets: [
        "Before the season: build the storm campaign, ads and a storm-damage landing page, then pause the campaign or keep it on a small budget.",
        "Decide in advance how much extra budget you will spend after a storm and how many inspections your team can actually handle in a week.",
        "When a storm hits: check local storm reports to see which zip codes were affected, target those zip codes plus a small buffer and raise the storm campaign's budget.",
        'Update the ads the same day: name the storm and the area ("Hail damage in Cedar Park? Free roof inspection this week"), and add callouts such as locally owned, photo report included and insurance documentation help.',
        "Add staff or answering capacity for calls. A storm campaign that sends calls to a full voicemail box wastes money and reputation.",
        "After two to three weeks, when search volume falls, scale the budget back down and return the saved money to your repair and replacement campaigns.",
      ],
    },
    {
      heading: "Ads That Earn the Click",
      paragraphs: [
        'Google\'s responsive search ads let you write up to 15 headlines and 4 descriptions, and Google combines them. Give it real variety: headlines about the service, your location, your proof and your offer, rather than fifteen versions of "Best Roofer".',
        "A good roofing ad answers three questions in a glance: can this company solve my problem, do they work in my area, and why should I call them instead of the others?",
      ],
      bullets: [
        'Match the search: include the main keyword of the ad group in at least two headlines, such as "Roof Leak Repair" or "Roof Replacement in Austin".',
        'Be local: your city and "locally owned" carry weight in roofing, where homeowners worry about out-of-town crews.',
        "Add real proof: your review rating and count, years in business, manufacturer certifications and workmanship warranty, but only the ones that are true and current.",
        "Make a specific offer: a free inspection, a written estimate within 24 hours, or financing if you offer it.",
        "Use assets: a call asset with your tracked number, a location asset linked to your Google Business Profile, sitelinks to repair, replacement, storm damage and reviews pages, callouts and a structured snippet listing the roof types you install.",
        "Add images of your own crews and roofs as image assets where they are available; they make your ad stand out on mobile.",
      ],
    },
    {
      heading: "Landing Pages That Turn Clicks Into Inspections",
      paragraphs: [
        "Sending ad clicks to your homepage is like answering a specific question with your whole brochure. A landing page is a single page built for one campaign, which says the same thing the ad said and asks for one action: call or request an inspection.",
        "Build one landing page for each campaign, and remove the site navigation from it, so the only choices are to call, fill in the form or leave.",
        "Below the fold, add what helps a cautious homeowner decide: photos of your recent roofs, a short explanation of your process from inspection to cleanup, the roofing systems you install, your warranty, financing if you offer it, how you help with insurance documentation and four or five common questions with honest answers.",
        "Make it fast, too. Compress the photos, avoid heavy sliders and videos that start automatically, and check the page on an older phone over a mobile connection. Every second a page takes to load costs visitors who pressed back before it appeared.",
        "The most important part is the first screen. Above the fold, on a phone, the visitor should see:",
      ],
      bullets: [
        'A headline that matches the ad, such as "Roof Leak? Same-Week Repairs in Round Rock".',
        "A one-line reason to choose you, such as locally owned, years in business or a warranty.",
        "A tap-to-call button with your tracked phone number.",
        "A short form: name, phone, address or zip code, and what is going on with the roof. Four or five fields, no more.",
        "Trust signals near the form: your review rating with two or three short reviews, license and insurance details and certifications.",
      ],
    },
    {
      heading: "Speed-to-Lead: The Fastest Roofer Wins",
      paragraphs: [
        "A homeowner with storm damage rarely calls one roofer. They fill in two or three forms and call whoever calls back first. That makes response time one of the biggest levers you have, and unlike click prices it is entirely under your control.",
        'When you reach the homeowner, keep the call simple. An opening that works: "Hi, this is Chris with Caprock Roofing. You just asked about your roof on our website; I\'m calling to see how I can help. Is water coming in right now, or is it something you noticed from outside?" Then book the inspection on the first call whenever you can. A lead that is still "thinking about it" after the call should get a text with your booking link and a follow-up the next day.',
        "To be the first to reach them, set a goal of calling every new lead within five minutes during business hours, and build a system so it does not depend on someone checking an inbox:",
      ],
      bullets: [
        "Send form leads instantly to the phones of the people who call them back, by text and email, not to a shared mailbox.",
        'Send an automatic text the moment a form comes in: "Thanks for reaching out! This is Chris with Caprock Roofing. I\'ll call you in a few minutes from this number."',
        "Use missed-call text-back, so a call you cannot answer gets a text right away instead of silence.",
        "If you do not reach the homeowner, try again within the hour, again that evening, the next morning and over the following days, mixing calls and texts. Many jobs are booked on the third or fourth attempt.",
        "Track response time for every lead and review it every week with your team. What gets measured gets faster.",
      ],
    },
    {
      heading: "Call Tracking and Measuring What Matters",
      paragraphs: [
        "In roofing, most leads arrive by phone. If you only count form submissions, your account will look worse than it is, and Google's bidding will optimize for the wrong thing. Call tracking closes that gap.",
        "Clicks and even leads are not the goal; inspections and signed contracts are. The accounts that perform best send that information back to Google. Each form and tracked call carries the Google click identifier (gclid) of the click that produced it; when a lead turns into an inspection or a sold job, you upload that result to Google Ads as an offline conversion, and the bidding learns to look for more searchers like your actual customers.",
        "The numbers to watch every month, by campaign:",
      ],
      bullets: [
        "Calls from ads: use Google's call assets with a Google forwarding number and count calls that last long enough to be real conversations, for example 60 seconds or more.",
        "Calls from the landing page: use a call tracking service with dynamic number insertion, which shows ad visitors a tracking number so their calls are connected to the click and keyword.",
        "Record calls where you can, and announce it at the start of the call. Listening to a handful each week shows you whether the leads are real and how well your team handles them.",
        "Forms: count a conversion on the thank-you page or the successful form submission, never on the page view.",
        "Cost per lead, lead-to-inspection rate, inspection-to-sale rate, cost per sold job and revenue per dollar of ad spend.",
        "Illustrative example: $3,000 in ad spend bringing 30 leads, 15 inspections and 5 sold roofs at $12,000 each is a cost per lead of $100, a cost per sold job of $600 and $60,000 in revenue.",
      ],
    },
    {
      heading: "Reviews: Win the Map and the Click",
      paragraphs: [
        "A roof is one of the largest purchases a homeowner makes, and most of them have never hired a roofer before. Reviews are how they decide whom to trust. They also raise your position in the local map results and make your ads and landing pages more convincing.",
        "Reviews compound. A roofer who collects a few new reviews every week for a year will be hard to catch, and every one of those reviews makes the next ad click more likely to turn into a call.",
        "The roofers with the most reviews are not always the best roofers; they are the ones with a system. Build the review request into the end of every job:",
      ],
      bullets: [
        "Ask at the final walk-around, when the homeowner sees the new roof and the clean yard. Explain that reviews help a local company compete.",
        "Send a text with a direct link to your Google review form the same day, and a friendly reminder a few days later if needed.",
        'Ask for details and photos: "If you mention what we did and add a photo of the new roof, it really helps other homeowners."',
        "Reply to every review. Thank happy customers by name; answer complaints calmly, take responsibility where it is yours and move the conversation to the phone.",
        "Never buy reviews, write them yourself or offer a discount for a Google review. It breaks Google's policies and, since October 2024, the FTC's rule on fake reviews and testimonials.",
        "Put your best reviews on every landing page, next to the form and the phone number.",
      ],
    },
    {
      heading: "Budget and Weekly Optimization",
      paragraphs: [
        "How much should a roofer spend? Work backward from the jobs you want. If you want 4 more replacement jobs a month, you close about 1 in 3 inspections and about half of your leads book an inspection, you need around 24 leads. Multiply by the cost per lead in your market (your first month will tell you) and you have your ad budget. The numbers in this example are illustrative; use your own as soon as you have them.",
        "Google Ads rewards steady, regular attention more than big changes. Put this routine in your calendar:",
      ],
      bullets: [
        "Daily, in five minutes: check that leads are coming in, that calls are answered and that no campaign has stopped because of a billing or approval problem.",
        "Weekly: review the search terms report and add negatives; pause keywords that spend without leads; check the cost per lead by campaign; listen to a few recorded calls; review response times.",
        "Monthly: compare campaigns by cost per inspection and cost per sold job; move budget toward what sells roofs; test a new headline or offer; update the landing page with new photos and reviews.",
        "Seasonally: raise budgets before your busy season and before storm season, and lower them in your slow months if your cost per lead rises.",
      ],
    },
    {
      heading: "Your 30-Day Launch Checklist",
      paragraphs: [
        "Want help with the launch? Bluebonnet Digital builds and manages Google Ads for roofers, with one roofer per area. For a limited time, new clients receive $500 in free ad credit plus free landing pages. Book a free 15-minute strategy call on our website and we will go through your market, your keywords and your ad budget with you.",
        "Or run it yourself: here is everything in this guide as a four-week plan. Our own goal when we launch a roofing account is 10+ leads in the first month, and following this checklist gives you the best chance of a strong first month too.",
      ],
      bullets: [
        "Week 1, the foundation: decide your service area, your services and your monthly budget; complete your Google Business Profile; set up conversion tracking for forms and calls and a call tracking number; set up instant lead alerts, an automatic reply text and missed-call text-back.",
        "Week 1, the pages: build landing pages for repair, replacement and storm damage, with tap-to-call, a short form, reviews and photos of your work; test every form and phone number.",
        "Week 2, the campaigns: build the repair, replacement and brand campaigns (and the storm campaign, paused), with phrase and exact keywords, your shared negative keyword list, ads with at least 10 headlines, and call, location, sitelink and callout assets; check the location and network settings; launch.",
        "Week 3, the first optimization: review the search terms report every few days and add negatives; check that every lead is recorded and called within five minutes; listen to the first recorded calls; adjust bids and budgets toward the campaigns producing leads.",
        "Week 4, the review: calculate cost per lead and cost per inspection for each campaign; move budget toward the best performer; start importing booked inspections as offline conversions; send review requests for every finished job; plan your storm-season campaign and budget for the months ahead.",
      ],
    },
  ],
};

export const guides: readonly Guide[] = [marketingGuide, roofingGuide];
