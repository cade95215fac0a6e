package explorer

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// testHost is the Host of the requests tests make: a loopback name, as a
// browser on the same machine sends.
const testHost = "127.0.0.1:8080"

// get serves one GET through the handler and returns the answer.
func get(t *testing.T, h http.Handler, target string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, target, nil)
	r.Host = testHost
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// post serves one form POST through the handler.
func post(t *testing.T, h http.Handler, target string, form url.Values) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(http.MethodPost, target, strings.NewReader(form.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Host = testHost
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// page parses an answer's body as HTML.
func page(t *testing.T, w *httptest.ResponseRecorder) *html.Node {
	t.Helper()
	doc, err := html.Parse(io.NopCloser(strings.NewReader(w.Body.String())))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// nodeT is an element of a parsed page.
type nodeT = html.Node

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasClass(n *html.Node, class string) bool {
	for _, c := range strings.Fields(attr(n, "class")) {
		if c == class {
			return true
		}
	}
	return false
}

// all returns the elements under n, in document order, for which match
// holds.
func all(n *html.Node, match func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && match(n) {
			out = append(out, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return out
}

func tag(name string) func(*html.Node) bool {
	return func(n *html.Node) bool { return n.Data == name }
}

func byID(n *html.Node, id string) *html.Node {
	found := all(n, func(n *html.Node) bool { return attr(n, "id") == id })
	if len(found) == 0 {
		return nil
	}
	return found[0]
}

// text returns the text content of n.
func text(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}

// first returns the first element under n for which match holds, or nil.
func first(n *html.Node, match func(*html.Node) bool) *html.Node {
	if found := all(n, match); len(found) > 0 {
		return found[0]
	}
	return nil
}
