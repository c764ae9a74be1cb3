export const HEAD_SCRIPT = "document.documentElement.classList.add('js')";

// React gives this script no nonce, so the CSP allows it by hash (a unit test checks the hash).
export const HEAD_SCRIPT_HASH = "sha256-Du+OJKJSbdUgz5nrHeWWINvez6XKDDU/tyj/5c2uvwo=";
