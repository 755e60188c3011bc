/// The login page of a token-protected server: a form for the token, sent by its script as
/// JSON (`LoginRoutes`); then the page the browser was sent away from (`?next=`), or `/`.
enum LoginPage {
    /// `Assets/login.html`.
    static let html = EmbeddedAssets.loginHTML
    /// `Assets/login.js`.
    static let script = EmbeddedAssets.loginJS
}
