export const FREE_WEBSITE_FORM_HREF = "#free-website-form";
