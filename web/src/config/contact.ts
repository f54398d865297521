/** How students reach CampusEats, shown on the landing page, the footer, Support and Privacy. */
export const SUPPORT_EMAIL = 'support@campuseats.in';
export const INSTAGRAM_URL = 'https://www.instagram.com/campuseats';
