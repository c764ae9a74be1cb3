/** The wrapper id FreeWebsiteForm renders; 'Get Started' and the final call to action link here. */
export const FREE_WEBSITE_FORM_HREF = "#free-website-form";
