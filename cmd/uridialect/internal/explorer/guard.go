package explorer

import (
	"net"
	"net/http"
	"net/url"
)

// contentSecurityPolicy allows the page's own scripts, styles and images
// only: no inline script, no eval, nothing from another origin, no plugins,
// no framing, and forms that post back here only.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
	"form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// guard wraps every answer: the security headers, the Host check, the
// refusal of forms posted from other sites, and the body limit.
func (s *server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Cross-Origin-Resource-Policy", "same-origin")
		if !s.cfg.AnyHost && !loopbackRequestHost(r.Host) {
			// A name that resolves to 127.0.0.1 only through DNS
			// rebinding must not reach the pages.
			http.Error(w, "explorer: this server answers only to a loopback host name (localhost, 127.0.0.1, [::1])", http.StatusMisdirectedRequest)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead && crossSite(r) {
			// A page elsewhere may post a form here (a plain form POST
			// needs no permission): it would run the work the form asks
			// for on this machine. It gets nothing but this refusal.
			s.fail(w, http.StatusForbidden, "forms are accepted from this server's own pages only")
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, s.cfg.MaxBody)
		next.ServeHTTP(w, r)
	})
}

func loopbackRequestHost(hostport string) bool {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		host = hostport // no port
	}
	return isLoopbackHost(host)
}

// crossSite reports a request that a page of another site sent: the
// browser says so in Sec-Fetch-Site, or, if it does not send that, in an
// Origin that is not this server's.
func crossSite(r *http.Request) bool {
	switch r.Header.Get("Sec-Fetch-Site") {
	case "same-origin", "none":
		return false
	case "":
	default:
		return true
	}
	origin := r.Header.Get("Origin")
	if origin == "" {
		return false // not a browser's form: a script run by the person at this machine
	}
	u, err := url.Parse(origin)
	return err != nil || u.Host != r.Host
}
