package captures

import (
	"sort"
	"strings"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/whatwg"
)

// warcioJSKey is warcio.js's getSurt (src/lib/utils.ts, npm warcio
// 2.4.11), the key "warcio cdx-index" writes and wabac.js looks up:
//
//  1. a URL not starting "http:" or "https:" (as written: "HTTP:" does
//     not) is its own key;
//  2. "www" and digits and a dot after "http://" or "https://" are
//     dropped;
//  3. the URL is lower-cased as JavaScript's toLowerCase does (Unicode's
//     full case mapping, with its final sigma) and parsed by the URL
//     Standard; a URL that fails to parse is its own key (as step 2 left
//     it);
//  4. the key is the host's labels reversed and joined by commas, ":" and
//     the port when not the scheme's default, ")", the path, and "?" and
//     the query's "&"-separated arguments sorted, when the query is not
//     empty.
//
// Unlike the surt package's key, the path keeps its trailing slash, its
// escapes as the URL Standard writes them and its dot segments' result,
// and no session id is dropped.
func warcioJSKey(u string) string {
	if !strings.HasPrefix(u, "https:") && !strings.HasPrefix(u, "http:") {
		return u
	}
	u = dropWWWAfterScheme(u)
	var url, noBase dialect.Reference
	if err := whatwg.Default.ResolveText(&url, &noBase, jsLower.String(u)); err != nil {
		return u
	}
	host, _ := url.Get(dialect.Host)
	labels := strings.Split(host, ".")
	for l, r := 0, len(labels)-1; l < r; l, r = l+1, r-1 {
		labels[l], labels[r] = labels[r], labels[l]
	}
	var b strings.Builder
	b.WriteString(strings.Join(labels, ","))
	if port, ok := url.Get(dialect.Port); ok && port != "" {
		b.WriteByte(':')
		b.WriteString(port)
	}
	b.WriteByte(')')
	path, _ := url.Get(dialect.Path)
	b.WriteString(path)
	if q, _ := url.Get(dialect.Query); q != "" {
		args := strings.Split(q, "&")
		// The query is ASCII once serialized: JavaScript's sort by UTF-16
		// code units is byte order.
		sort.Strings(args)
		b.WriteByte('?')
		b.WriteString(strings.Join(args, "&"))
	}
	return b.String()
}

// jsLower is String.prototype.toLowerCase: the full lower-case mapping
// of Unicode, final sigma included, in no language.
var jsLower = cases.Lower(language.Und)

// dropWWWAfterScheme is getSurt's replace(/^(https?:\/\/)www\d*\./, "$1").
func dropWWWAfterScheme(u string) string {
	scheme := "http://"
	if strings.HasPrefix(u, "https://") {
		scheme = "https://"
	} else if !strings.HasPrefix(u, scheme) {
		return u
	}
	if rest, ok := cutWWW(u[len(scheme):]); ok {
		return scheme + rest
	}
	return u
}
