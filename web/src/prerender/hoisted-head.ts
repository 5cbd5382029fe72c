/**
 * React 19's server render of a tree without <html> writes what belongs in <head> (the preload of
 * the first picture that loads at once, with its srcset, sizes and priority; hoisted <link> and
 * <meta>) before the markup. The prerender puts that in the page's <head>, where the browser
 * starts the picture beside the stylesheets, instead of at the top of #root.
 */
export function splitHoisted(markup: string): { head: string; body: string } {
  const head = /^(?:<(?:link|meta)\s[^>]*>|<title>[^<]*<\/title>)*/.exec(markup)?.[0] ?? "";
  return { head, body: markup.slice(head.length) };
}
