/**
 * The site's photos and pictures as typed slots. Each slot says its shape and what the picture should show; it is
 * empty (undefined) until the agency drops the file in public/media/ and fills it in here (docs/design.md), and an
 * empty slot shows its designed state, never a grey box.
 */
export interface Photo {
  /** The file's address: its path under public/, with a leading slash (JPEG, PNG or WebP; served as AVIF/WebP). */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A portfolio screenshot pair: the home page on a desktop and on a phone. */
export interface Screenshots {
  desktop?: Photo;
  phone?: Photo;
}

/** A slot's shape and art direction, and what stands in until its photo is supplied. */
export interface MediaSlot {
  /** The frame the picture is cropped to (width by height, in any unit). */
  aspect: readonly [number, number];
  /** The smallest file that stays sharp on a 2x screen, in pixels. */
  minSize: readonly [number, number];
  direction: string;
  designedState: string;
}

export const mediaSlots = {
  founderHeadshot: {
    aspect: [1, 1],
    minSize: [400, 400],
    direction:
      "Head and shoulders, eyes to camera, face centred in the top two thirds (the circle crops the corners); daylight, plain or blurred work background, no sunglasses or hat brim over the eyes.",
    designedState: "Monogram: the founder's initials on the brand gradient.",
  },
  teamPhoto: {
    aspect: [3, 2],
    minSize: [1280, 853],
    direction:
      "The team at work or on a job site, faces visible, landscape, people in the middle band (the top and bottom may be cropped on phones).",
    designedState: "Drawn Texas skyline card in the brand colours, with the team's headline figure.",
  },
  clientLogo: {
    aspect: [280, 64],
    minSize: [280, 64],
    direction:
      "The business's horizontal lockup, SVG, on a transparent background, at least 3:1 contrast on white.",
    designedState: "A drawn lockup: the trade's mark and the business name (public/logos/).",
  },
  ownerPhoto: {
    aspect: [1, 1],
    minSize: [96, 96],
    direction: "The owner's face, centred and close; shown as a 48 px circle beside their words.",
    designedState: "Monogram: the owner's initials on the brand gradient.",
  },
  portfolioDesktop: {
    aspect: [1280, 800],
    minSize: [1280, 800],
    direction: "The live home page at 1280 x 800, top of the page, no cookie banner or chat bubble in view.",
    designedState: "A drawn mock-up of the business's home page (npm run mockups).",
  },
  portfolioPhone: {
    aspect: [390, 780],
    minSize: [390, 780],
    direction: "The same home page on a 390 px phone, first screen only.",
    designedState: "A drawn phone mock-up (npm run mockups).",
  },
  blogCover: {
    aspect: [1200, 630],
    minSize: [1200, 630],
    direction:
      "A photo of the trade or the channel the article is about, subject in the middle (cards crop to 16:9 and 1.9:1); no text in the picture, the card shows the title.",
    designedState: "The category's drawn cover: its colour and motif, never the title repeated.",
  },
} as const satisfies Record<string, MediaSlot>;

const categorySlug = (category: string) => category.toLowerCase().replaceAll(" ", "-");

/** With SAMPLE_MEDIA=1 at build time (`npm run screenshots -- --with-sample-media`), generated stand-ins fill the slots. */
const sample = process.env.SAMPLE_MEDIA === "1";
const samplePhoto = (name: string, width: number, height: number, alt: string): Photo | undefined =>
  sample ? { src: `/media/sample/${name}.jpg`, width, height, alt } : undefined;

export const agencyMedia: {
  founderHeadshot?: Photo;
  teamPhoto?: Photo;
} = {
  founderHeadshot: samplePhoto("founder", 800, 800, "Sample headshot of the founder"),
  teamPhoto: samplePhoto("team", 1500, 1000, "Sample photo of the team at work"),
};

/** Blog covers by category; an article's own (by slug, `blogCovers`) wins over its category's. */
export const blogCategoryCovers: Partial<Record<string, Photo>> = sample
  ? Object.fromEntries(
      [
        "Website Design",
        "Local SEO",
        "Paid Advertising",
        "Email Marketing",
        "Social Media",
        "Marketing Strategy",
      ].map((category) => [
        category,
        samplePhoto(`blog-${categorySlug(category)}`, 1200, 630, `Sample cover for ${category}`),
      ]),
    )
  : {};

/** Blog covers by article slug, for an article that needs its own picture. */
export const blogCovers: Partial<Record<string, Photo>> = {};

/** Portfolio screenshots by portfolio anchor (content/portfolio.ts passes them on). */
export const portfolioScreenshots: Partial<Record<string, Screenshots>> = sample
  ? Object.fromEntries(
      ["aaa-water-well", "double-a-ranch", "estrada-interiors", "metanoia-cinema", "megahtx"].map((id) => [
        `${id}-portfolio`,
        {
          desktop: samplePhoto(
            `portfolio-${id}-desktop`,
            1280,
            800,
            `Sample screenshot of the ${id} website`,
          ),
          phone: samplePhoto(
            `portfolio-${id}-phone`,
            390,
            780,
            `Sample phone screenshot of the ${id} website`,
          ),
        },
      ]),
    )
  : {};

/** An article's cover: its own, else its category's photo, else the category's drawn cover (public/covers/). */
export function blogCoverFor(post: { slug: string; category: string }): Photo {
  return (
    blogCovers[post.slug] ??
    blogCategoryCovers[post.category] ?? {
      src: `/covers/${categorySlug(post.category)}.svg`,
      width: 1200,
      height: 630,
      // Drawn shapes beside the article's title: nothing for a screen reader to hear.
      alt: "",
    }
  );
}
