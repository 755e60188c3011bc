import Hummingbird

/// The viewer's addresses: the page at `/` (the documents) and at `/documents/{name}` (one
/// document; `?rev=N` and `?diff=A` in the address choose what it shows), its script and
/// its style sheet. Nothing else outside `/api` is served but the login page (`LoginRoutes`).
/// On a server with a token (`login`), the page offers to log out.
enum PageRoutes {
    static func add(to router: Router<BasicRequestContext>, login: Bool) {
        router.get("/") { _, _ in page(login: login) }
        router.get("/documents/:name") { _, _ in page(login: login) }
        router.get("/page.js") { _, _ in
            Answer.text(PageScript.source, contentType: "text/javascript; charset=utf-8")
        }
        router.get("/page.css") { _, _ in
            Answer.text(PageStyle.source, contentType: "text/css; charset=utf-8")
        }
    }

    private static func page(login: Bool) -> Response {
        Answer.text(login ? PageHTML.withLogout : PageHTML.source, contentType: "text/html; charset=utf-8")
    }
}
