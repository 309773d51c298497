/**
 * Video players an editor may embed in an article: the sanitizer keeps
 * frames from these hosts only, and the pages' security policy allows them.
 */
export const EMBED_HOSTS: readonly string[] = ["www.youtube-nocookie.com", "www.youtube.com", "player.vimeo.com"]
