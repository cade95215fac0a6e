package explorer

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestRoutes checks the status of every page, and of the requests it must
// refuse, and that every answer, refusals included, carries the security
// headers.
func TestRoutes(t *testing.T) {
	h := New(Config{})
	tests := []struct {
		method, target string
		status         int
		contains       string
	}{
		{"GET", "/", 200, "Compare"},
		{"GET", "/compare", 200, `id="compare-form"`},
		{"GET", "/compare?base=http://a/b&ref=g", 200, `id="comparison"`},
		{"GET", "/compare?base=http://a/b&ref=g&against=rfc9999", 400, "unknown dialect"},
		{"GET", "/explain", 200, `id="explain-form"`},
		{"GET", "/explain?d=rfc2396&base=http://a/b/c&ref=../g", 200, `id="steps"`},
		{"GET", "/explain?d=nope&base=http://a/b/c&ref=../g", 400, "unknown dialect"},
		{"GET", "/explain?d=rfc2396&o=dotdot=sideways&base=http://a/b/c&ref=../g", 400, "dotdot"},
		{"GET", "/explain?d=rfc2396&o=dotdot%3Ddrop&base=http://a/b/c&ref=../../../g", 200, "http://a/g"},
		{"GET", "/explain?d=rfc3986&o=maxlength%3D8&base=http://a/b/c/d&ref=g", 200, "the base does not parse"},
		{"GET", "/explain?d=rfc3986&o=maxlength%3D16&base=http://a/b&ref=gggggggggggggggggg", 200, "the reference does not parse"},
		{"GET", "/explain?d=rfc3986&base=&ref=g", 200, "is not absolute"},
		{"GET", "/validate", 200, `id="validate-form"`},
		{"GET", "/validate?d=rfc2396&s=http://a/%25zz", 200, `id="underlined"`},
		{"GET", "/validate?d=rfc2396&o=nope=1&s=x", 400, "option"},
		{"GET", "/spec/", 200, "rfc2396"},
		{"GET", "/spec/rfc2396", 200, `id="sec-5.2"`},
		{"GET", "/spec/rfc1630", 200, `id="sec-partial-relative-form"`},
		{"GET", "/spec/rfc9999", 404, "no specification text"},
		{"GET", "/spec/RFC%202396", 404, "no specification text"},
		{"GET", "/links", 200, `id="links-form"`},
		{"GET", "/migrate", 200, `id="migrate-form"`},
		{"GET", "/migrate/run/0123", 404, "no run 0123 here"},
		{"GET", "/fit", 200, `id="fit-form"`},
		{"GET", "/static/style.css", 200, "--accent"},
		{"GET", "/static/app.js", 200, "data-cite"},
		{"GET", "/static/", 404, ""},
		{"GET", "/static/../../go.mod", 307, ""}, // to /go.mod, which is not found
		{"GET", "/static/..%2f..%2fgo.mod", 404, ""},
		{"GET", "/go.mod", 404, ""},
		{"GET", "/static/templates/layout.html", 404, ""},
		{"GET", "/assets/templates/layout.html", 404, ""},
		{"GET", "/nowhere", 404, "no page at /nowhere"},
		{"PUT", "/compare", 405, ""},
		{"DELETE", "/", 405, ""},
		{"POST", "/spec/rfc2396", 405, ""},
	}
	for _, tt := range tests {
		r := httptest.NewRequest(tt.method, tt.target, nil)
		r.Host = testHost
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != tt.status {
			t.Errorf("%s %s: status %d, want %d", tt.method, tt.target, w.Code, tt.status)
		}
		if strings.Contains(w.Body.String(), "module github.com") || strings.Contains(w.Body.String(), "{{") {
			t.Errorf("%s %s: the answer shows a file that is not a page or an asset", tt.method, tt.target)
		}
		if !strings.Contains(w.Body.String(), tt.contains) {
			t.Errorf("%s %s: the answer does not contain %q", tt.method, tt.target, tt.contains)
		}
		checkHeaders(t, tt.method+" "+tt.target, w)
	}
}

func checkHeaders(t *testing.T, what string, w *httptest.ResponseRecorder) {
	t.Helper()
	want := map[string]string{
		"Content-Security-Policy": contentSecurityPolicy,
		"X-Content-Type-Options":  "nosniff",
		"X-Frame-Options":         "DENY",
		"Referrer-Policy":         "no-referrer",
	}
	for k, v := range want {
		if got := w.Header().Get(k); got != v {
			t.Errorf("%s: %s = %q, want %q", what, k, got, v)
		}
	}
	if csp := w.Header().Get("Content-Security-Policy"); strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
		t.Errorf("%s: the policy allows inline script: %s", what, csp)
	}
}

// TestHostCheck: a request whose Host is not a loopback name (as after DNS
// rebinding) is refused unless AnyHost is set.
func TestHostCheck(t *testing.T) {
	tests := []struct {
		host    string
		anyHost bool
		status  int
	}{
		{"127.0.0.1:8080", false, 200},
		{"localhost:8080", false, 200},
		{"LOCALHOST", false, 200},
		{"[::1]:8080", false, 200},
		{"127.1.2.3:80", false, 200},
		{"evil.example:8080", false, http.StatusMisdirectedRequest},
		{"evil.example", false, http.StatusMisdirectedRequest},
		{"192.168.1.10:8080", false, http.StatusMisdirectedRequest},
		{"localhost.evil.example", false, http.StatusMisdirectedRequest},
		{"", false, http.StatusMisdirectedRequest},
		{"evil.example:8080", true, 200},
	}
	for _, tt := range tests {
		h := New(Config{AnyHost: tt.anyHost})
		r := httptest.NewRequest("GET", "/", nil)
		r.Host = tt.host
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != tt.status {
			t.Errorf("Host %q (AnyHost %t): status %d, want %d", tt.host, tt.anyHost, w.Code, tt.status)
		}
		checkHeaders(t, "Host "+tt.host, w)
	}
}

// TestCrossSiteForms: a form that a page of another site posts here is
// refused on every page that takes a form, whatever it asks for; the same
// form from this server's own page, or from a client that is not a
// browser (no Origin, no Sec-Fetch-Site), is served.
func TestCrossSiteForms(t *testing.T) {
	h := New(Config{})
	form := url.Values{"base": {"http://a/b/c/d;p?q"}, "ref": {"g"}, "html": {`<a href="g">g</a>`}}
	for _, target := range []string{"/compare", "/explain", "/validate", "/links", "/fit", "/migrate"} {
		for _, tt := range []struct {
			header http.Header
			status int
		}{
			{http.Header{"Sec-Fetch-Site": {"cross-site"}}, http.StatusForbidden},
			{http.Header{"Sec-Fetch-Site": {"same-site"}}, http.StatusForbidden},
			{http.Header{"Origin": {"http://evil.example"}}, http.StatusForbidden},
			{http.Header{"Origin": {"null"}}, http.StatusForbidden},
			{http.Header{"Origin": {"http://" + testHost}, "Sec-Fetch-Site": {"same-origin"}}, 0},
			{http.Header{}, 0},
		} {
			r := httptest.NewRequest(http.MethodPost, target, strings.NewReader(form.Encode()))
			r.Header = tt.header.Clone()
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			r.Host = testHost
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			refused := w.Code == http.StatusForbidden && strings.Contains(w.Body.String(), "own pages only")
			if refused != (tt.status == http.StatusForbidden) {
				t.Errorf("POST %s with %v: status %d, refused %t, want refused %t", target, tt.header, w.Code, refused, !refused)
			}
			checkHeaders(t, "POST "+target, w)
		}
	}
}

// TestPostRedirect: a posted form whose inputs fit in a URL is answered
// with a redirection to that URL, which reproduces the page.
func TestPostRedirect(t *testing.T) {
	h := New(Config{})
	for _, path := range []string{"/compare", "/explain", "/validate"} {
		form := url.Values{"base": {"http://a/b/c/d;p?q"}, "refs": {"g\r\n?y\r\n\r\n#s\r\n"}, "ref": {"../g"}, "s": {"http://a/%zz"}, "d": {"rfc1808"}}
		w := post(t, h, path, form)
		if w.Code != http.StatusSeeOther {
			t.Fatalf("POST %s: status %d, want 303", path, w.Code)
		}
		loc, err := url.Parse(w.Header().Get("Location"))
		if err != nil || loc.Path != path {
			t.Fatalf("POST %s: Location %q", path, w.Header().Get("Location"))
		}
		want := url.Values{}
		for k, vs := range form {
			for _, v := range vs {
				want.Add(k, strings.ReplaceAll(v, "\r\n", "\n"))
			}
		}
		if got := loc.Query(); got.Encode() != want.Encode() {
			t.Errorf("POST %s: redirected to %q, want the form's inputs, CRLF as LF, %q", path, got.Encode(), want.Encode())
		}
		w = get(t, h, loc.String())
		if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `id="share"`) {
			t.Errorf("GET %s: status %d, or no link to share", loc, w.Code)
		}
	}
	// The references of a textarea, CRLF and all, are one a line; an empty
	// line in the middle is the empty reference.
	w := get(t, h, "/compare?"+url.Values{"base": {"http://a/b/c/d;p?q#f"}, "refs": {"g\r\n\r\n#s\r\n"}}.Encode())
	rows := all(first(page(t, w), tag("tbody")), tag("tr"))
	if len(rows) != 3 || !strings.Contains(text(rows[1]), "(empty reference)") {
		t.Errorf("refs %q: %d rows, want 3 with the empty reference second", "g\\r\\n\\r\\n#s\\r\\n", len(rows))
	}
}

// TestLimits: a body over the limit is refused with 413, too many
// references with 400, and inputs too long for a URL are answered
// directly, without a link to share.
func TestLimits(t *testing.T) {
	h := New(Config{MaxBody: 1 << 10, MaxRefs: 3})
	w := post(t, h, "/compare", url.Values{"base": {strings.Repeat("a", 2<<10)}})
	if w.Code != http.StatusRequestEntityTooLarge || !strings.Contains(w.Body.String(), "1024 bytes") {
		t.Errorf("2 KiB form, 1 KiB limit: status %d, want 413 naming the limit", w.Code)
	}
	w = get(t, h, "/compare?base=http://a/b&ref=a&ref=b&ref=c&ref=d")
	if w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), "4 references: at most 3") {
		t.Errorf("4 references, limit 3: status %d, want 400 naming the limit", w.Code)
	}
	h = New(Config{})
	long := "http://a/" + strings.Repeat("b/", maxShareQuery/2)
	w = post(t, h, "/compare", url.Values{"base": {long}, "refs": {"g"}})
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "too long to share") {
		t.Errorf("long base: status %d, want the page itself, saying it cannot be linked", w.Code)
	}
	if strings.Contains(w.Body.String(), `class="steps"`) {
		t.Errorf("long base: the cells link to steps whose URL would be over %d bytes", maxShareQuery)
	}
	// Malformed form bodies are a 400.
	r := httptest.NewRequest("POST", "/compare", strings.NewReader("base=%zz"))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Host = testHost
	rw := httptest.NewRecorder()
	h.ServeHTTP(rw, r)
	if rw.Code != http.StatusBadRequest {
		t.Errorf("malformed form: status %d, want 400", rw.Code)
	}
}

// TestNewServer: the server has every timeout and a header limit.
func TestNewServer(t *testing.T) {
	srv := NewServer("127.0.0.1:0", New(Config{}))
	for name, d := range map[string]time.Duration{
		"ReadHeaderTimeout": srv.ReadHeaderTimeout, "ReadTimeout": srv.ReadTimeout,
		"WriteTimeout": srv.WriteTimeout, "IdleTimeout": srv.IdleTimeout,
	} {
		if d <= 0 {
			t.Errorf("%s not set", name)
		}
	}
	if srv.MaxHeaderBytes != maxHeaderBytes {
		t.Errorf("MaxHeaderBytes %d, want %d", srv.MaxHeaderBytes, maxHeaderBytes)
	}
}

func TestCheckAddr(t *testing.T) {
	tests := []struct {
		addr     string
		loopback bool
		err      bool
	}{
		{"127.0.0.1:8080", true, false},
		{"127.0.0.1:0", true, false},
		{"localhost:8080", true, false},
		{"[::1]:8080", true, false},
		{":8080", false, false},
		{"0.0.0.0:8080", false, false},
		{"192.168.1.10:8080", false, false},
		{"example.com:80", false, false},
		{"127.0.0.1", false, true},
		{"", false, true},
	}
	for _, tt := range tests {
		loopback, err := CheckAddr(tt.addr)
		if loopback != tt.loopback || (err != nil) != tt.err {
			t.Errorf("CheckAddr(%q) = %t, %v; want %t, error %t", tt.addr, loopback, err, tt.loopback, tt.err)
		}
	}
}
