/** The id of the page's <main>: the skip link's target, and where focus goes after a page change. */
export const mainId = "main-content";
