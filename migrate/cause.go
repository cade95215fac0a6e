package migrate

import (
	"strings"

	"github.com/uridialect/uridialect/internal/kernel/generic"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// A Cause is the named rule that splits the meaning of a link then and
// now: the reason a link differs, or fails on one side. Its ID is stable
// (report readers and scripts key on it); Sections gives, for each
// dialect, the places in its specification that decide the case, as the
// behaviour matrix (testdata/matrix_rules.txt, docs/differences.md) cites
// them for the published examples of that shape.
type Cause struct {
	ID          string
	Description string
	// Sections maps a dialect's name to the sections that decide the case
	// under it; a dialect missing from the map has no rule of its own
	// for it (the text is silent) and is cited by its general algorithm.
	Sections map[string][]string
}

// Section returns the sections of c under the named dialect (or
// configuration: "rfc2396 -o dotdot=drop" is rfc2396's), joined by "; ",
// or the dialect's general resolution algorithm when c names none.
func (c *Cause) Section(dialectName string) string {
	if i := strings.IndexAny(dialectName, " :"); i >= 0 {
		dialectName = dialectName[:i]
	}
	if s, ok := c.Sections[dialectName]; ok {
		return strings.Join(s, "; ")
	}
	return general[dialectName]
}

// general cites each dialect's resolution algorithm as a whole.
var general = map[string]string{
	"rfc1630": "RFC 1630, Partial (relative) form",
	"draft01": "draft-ietf-uri-relative-url-01, Section 4",
	"rfc1808": "RFC 1808, Section 4",
	"rfc2396": "RFC 2396, Section 5.2",
	"rfc3986": "RFC 3986, Section 5.2",
	"whatwg":  "URL Standard, Section 4.4",
}

// The causes, in the order a link is tested against them: the first that
// matches names the link's cause. Their citations are those of
// testdata/matrix_rules.txt for the published examples of each shape (a
// test checks that every entry there is cited here), and of the WHATWG URL
// Standard's basic URL parser for whatwg.
var causes = []*Cause{
	{ID: "fails-then", Description: "the reference has no meaning under the dialect of its time (it fails to parse or resolve)"},
	{ID: "fails-now", Description: "the reference fails to parse or resolve under a modern dialect"},
	{ID: "codebase", Description: "a link under an APPLET's or a Java OBJECT's CODEBASE without a final \"/\", which the Java runtime read as a directory and the HTML Standard, which has no APPLET, does not",
		Sections: map[string][]string{
			"rfc2396": {"HTML 4.01, Section 13.3 (codebase); JDK 1.1 sun.applet.AppletViewerPanel (a \"/\" appended to CODEBASE)"},
			"rfc3986": {"HTML 4.01, Section 13.3 (codebase)"},
			"whatwg":  {"HTML Standard, Section 16.3 (applet: obsolete, not rendered)"},
		}},
	{ID: "base", Description: "the document's base differs: the layers that count (BASE, Content-Base, Content-Location, the retrieval URI) or their reading changed",
		Sections: map[string][]string{
			"rfc1630": {"RFC 1630, Partial (relative) form (the context URI)"},
			"draft01": {"draft-ietf-uri-relative-url-01, Section 3"},
			"rfc1808": {"RFC 1808, Section 3"},
			"rfc2396": {"RFC 2396, Section 5.1"},
			"rfc3986": {"RFC 3986, Section 5.1"},
			"whatwg":  {"HTML Standard, Section 2.4.1 (document base URL)"},
		}},
	{ID: "html5-reading", Description: "the HTML Standard reads the attribute value otherwise (character references, tabs and newlines, surrounding controls)",
		Sections: map[string][]string{
			"whatwg": {"HTML Standard, Section 13.2.5 (attribute value states); URL Standard, Section 4.4 (strip tabs and newlines)"},
		}},
	{ID: "backslash", Description: "a backslash, which the URL Standard reads as a slash in special URLs and the RFCs as a character to escape",
		Sections: map[string][]string{
			"rfc2396": {"RFC 2396, Section 2.4.3 (unwise characters)"},
			"rfc3986": {"RFC 3986, Section 2 (not allowed in a URI)"},
			"whatwg":  {"URL Standard, Section 4.4 (special URLs: \\ as /)"},
		}},
	{ID: "same-scheme", Description: "an absolute-looking reference with the base's scheme and no authority (\"http:g\"): partial to some texts, absolute to others",
		Sections: map[string][]string{
			"rfc1630": {"RFC 1630, Partial (relative) form, step 1"},
			"draft01": {"draft-ietf-uri-relative-url-01, Section 4, step 3a"},
			"rfc1808": {"RFC 1808, Section 4, step 2b"},
			"rfc2396": {"RFC 2396, Section 5.2, step 3"},
			"rfc3986": {"RFC 3986, Section 5.2.2"},
			"whatwg":  {"URL Standard, Section 4.4, scheme state and special relative or authority state"},
		}},
	{ID: "empty", Description: "the empty reference: the whole base, or the current document without its fragment",
		Sections: map[string][]string{
			"draft01": {"draft-ietf-uri-relative-url-01, Section 4, step 6"},
			"rfc1808": {"RFC 1808, Section 4, step 2a"},
			"rfc2396": {"RFC 2396, Section 5.2, step 2 and Section 4.2"},
			"rfc3986": {"RFC 3986, Section 5.2.2"},
		}},
	{ID: "fragment", Description: "a fragment-only reference: whether the base's query (and params) are kept",
		Sections: map[string][]string{
			"rfc1808": {"RFC 1808, Section 4, step 2a"},
			"rfc2396": {"RFC 2396, Section 4.2"},
			"rfc3986": {"RFC 3986, Section 5.2.2"},
		}},
	{ID: "query", Description: "a query-only reference (\"?y\"): whether the base's last segment and params are kept",
		Sections: map[string][]string{
			"rfc1630": {"RFC 1630, Partial (relative) form, step 3"},
			"draft01": {"draft-ietf-uri-relative-url-01, Section 4, step 6a"},
			"rfc1808": {"RFC 1808, Section 4, step 5"},
			"rfc2396": {"RFC 2396, Section 5.2, step 6a"},
			"rfc3986": {"RFC 3986, Section 5.2.2"},
		}},
	{ID: "params", Description: "RFC 1808's params (\";x\", \"g;x=1/../y\"): inherited from the base, or a part of the last segment",
		Sections: map[string][]string{
			"rfc1630": {"RFC 1630, Partial (relative) form, step 3", "RFC 1630, Partial (relative) form, step 4"},
			"draft01": {"draft-ietf-uri-relative-url-01, Section 2.4.5 and Section 4, step 6", "draft-ietf-uri-relative-url-01, Section 4, step 6b and 6c", "draft-ietf-uri-relative-url-01, Section 2.4.5 and Section 4"},
			"rfc1808": {"RFC 1808, Section 4, step 5a", "RFC 1808, Section 2.4.5 and Section 4, step 5", "RFC 1808, Section 2.4.5 and Section 4"},
			"rfc2396": {"RFC 2396, Section 3.3 and Section 5.2, step 6"},
			"rfc3986": {"RFC 3986, Section 3.3 and Section 5.2.3"},
		}},
	{ID: "dotdot-above-root", Description: "more \"..\" segments than the base's path has: kept, dropped or an error",
		Sections: map[string][]string{
			"rfc1630": {"RFC 1630, Partial (relative) form, step 4"},
			"draft01": {"draft-ietf-uri-relative-url-01, Section 4, step 7c"},
			"rfc1808": {"RFC 1808, Section 4, step 6c"},
			"rfc2396": {"RFC 2396, Section 5.2, step 6g"},
			"rfc3986": {"RFC 3986, Section 5.2.4, step 2C"},
			"whatwg":  {"URL Standard, Section 4.4, path state (shorten the path)"},
		}},
	{ID: "dot-segments", Description: "\".\" and \"..\" segments: which are removed, and in which kinds of reference",
		Sections: map[string][]string{
			"rfc1630": {"RFC 1630, Partial (relative) form, step 4"},
			"draft01": {"draft-ietf-uri-relative-url-01, Section 4, step 7b", "draft-ietf-uri-relative-url-01, Section 4, step 7d"},
			"rfc1808": {"RFC 1808, Section 4, step 6"},
			"rfc2396": {"RFC 2396, Section 5.2, step 5", "RFC 2396, Section 5.2, step 6"},
			"rfc3986": {"RFC 3986, Section 5.2.2", "RFC 3986, Section 5.2.4"},
			"whatwg":  {"URL Standard, Section 4.4, path state (single- and double-dot segments)"},
		}},
	{ID: "leading-slashes", Description: "a reference led by slashes (\"/g\", \"//g\"): how much of the base it keeps",
		Sections: map[string][]string{
			"rfc1630": {"RFC 1630, Partial (relative) form, step 2"},
			"draft01": {"draft-ietf-uri-relative-url-01, Section 2.3.1 and Section 4, step 5", "draft-ietf-uri-relative-url-01, Section 2.4.3 and Section 4, step 4"},
			"rfc1808": {"RFC 1808, Section 2.4.3 and Section 4, step 3"},
			"rfc2396": {"RFC 2396, Section 5.2, step 4 and 5"},
			"rfc3986": {"RFC 3986, Section 5.2.2", "RFC 3986, Section 5.2.2 and Section 5.3"},
			"whatwg":  {"URL Standard, Section 4.4, relative slash state", "URL Standard, Section 4.4, path start state"},
		}},
	{ID: "spaces", Description: "white space or a control character in the reference: kept as it is by the texts of the past, percent-encoded by the URL Standard",
		Sections: map[string][]string{
			"rfc1630": {"RFC 1630, BNF of Generic URI Syntax (no space in a URI)"},
			"draft01": {"draft-ietf-uri-relative-url-01, Section 2.1 (unsafe characters)"},
			"rfc1808": {"RFC 1808, Section 2.2 (unsafe characters, RFC 1738 Section 2.2)"},
			"rfc2396": {"RFC 2396, Section 2.4.3 (excluded US-ASCII characters)"},
			"rfc3986": {"RFC 3986, Section 2 and Appendix C (white space is not part of a URI)"},
			"whatwg":  {"URL Standard, Section 4.4 (path and query percent-encode sets)"},
		}},
	{ID: "non-ascii", Description: "bytes outside ASCII: kept as they are, or percent-encoded (in the query, in the page's encoding)",
		Sections: map[string][]string{
			"rfc2396": {"RFC 2396, Section 2.1"},
			"rfc3986": {"RFC 3986, Section 2.1 and Section 3.2.2"},
			"whatwg":  {"URL Standard, Section 4.4 (percent-encode); Section 3.5 (host parsing)"},
		}},
	{ID: "serialization", Description: "the URL Standard's parser rewrites the URL (case of scheme and host, default port, escaping, an empty path made \"/\")",
		Sections: map[string][]string{
			"whatwg": {"URL Standard, Section 4.4 (basic URL parser) and Section 4.5 (serializer)"},
		}},
	algorithm,
	{ID: "other", Description: "a difference of the resolution algorithms that no narrower cause names, where a dialect cannot trace"},
}

// CauseByID returns the cause with the given stable identifier, or nil.
func CauseByID(id string) *Cause {
	for _, c := range causes {
		if c.ID == id {
			return c
		}
	}
	return nil
}

// Causes returns every cause, in the order links are tested against them.
func Causes() []*Cause { return causes }

// A linkCase is what the classifier looks at: the reference each side
// read, the bases, which side failed, and the targets each side made.
type linkCase struct {
	then, now             string // the reference as each side read it
	baseThen, baseNow     string
	thenFails             bool
	nowFails              bool
	nowName               string // the modern dialect's name
	targetThen, targetNow string // "" when unknown
}

// classify returns the cause of c.
func classify(c *linkCase) *Cause {
	id := classifyID(c)
	return CauseByID(id)
}

// classifyID decides a cause from what differs. The inputs first: a side
// that fails, the bases, the readings of the attribute value. Then the
// two targets, compared byte by byte: the first byte at which they part
// says which step parted them. A byte outside printable ASCII there
// (white space, a control, a byte above 0x7F, raw on one side and
// percent-encoded on the other) or a backslash is the cause whatever the
// reference's shape: "/bookmarks.php?title=Madonna adopts baby." differs
// by its spaces, not by its leading slash, and "#Cheografía" by its
// non-ASCII letter, not by being a fragment. Otherwise the component of
// the target in which they part (scheme, authority, path, query,
// fragment) and the reference's shape name the rule of the algorithm
// that applies there (shapeCause). Without both targets (a caller that
// has none), the shape alone decides.
func classifyID(c *linkCase) string {
	switch {
	case c.thenFails:
		return "fails-then"
	case c.nowFails:
		return "fails-now"
	case c.baseThen != c.baseNow:
		return "base"
	case c.then != c.now:
		return "html5-reading"
	}
	if c.targetThen == "" || c.targetNow == "" || c.targetThen == c.targetNow {
		return shapeCause(c, anyComponent)
	}
	i := 0
	for i < len(c.targetThen) && i < len(c.targetNow) && c.targetThen[i] == c.targetNow[i] {
		i++
	}
	for _, t := range []string{c.targetThen, c.targetNow} {
		if i < len(t) {
			switch b := t[i]; {
			case b >= 0x80:
				return "non-ascii"
			case b <= ' ' || b == 0x7F:
				return "spaces"
			case b == '\\':
				return "backslash"
			}
		}
	}
	// A byte the reference holds raw and one side percent-encodes: the
	// "%" stands where they part.
	if j := i; j < len(c.targetNow) && c.targetNow[j] == '%' || j < len(c.targetThen) && c.targetThen[j] == '%' {
		switch {
		case hasNonASCII8(c.then):
			return "non-ascii"
		case hasSpace(c.then):
			return "spaces"
		}
	}
	if ref := c.then; (ref == "" || ref[0] == '#' || ref[0] == '?') && c.nowName == "whatwg" && i < len(c.targetNow) && c.targetNow[i] == '/' && c.targetNow[:i]+c.targetNow[i+1:] == c.targetThen {
		// A reference without a path of its own, where only an empty
		// path made "/" parts them: no rule of its shape.
		return "serialization"
	}
	// The component where they part: the first of the two sides', where
	// one side ends (or its path does) and the other goes on.
	return shapeCause(c, min(componentAt(c.targetThen, i), componentAt(c.targetNow, i)))
}

// A component names a part of a URI, as RFC 3986's Appendix B splits it.
type component uint8

const (
	anyComponent component = iota
	schemePart
	authorityPart
	pathPart
	queryPart
	fragmentPart
)

// componentAt returns the component of uri that holds byte i (or that
// would, at the end).
func componentAt(uri string, i int) component {
	at := func(j int) bool { return i < j }
	end := len(uri)
	frag := strings.IndexByte(uri, '#')
	if frag < 0 {
		frag = end
	}
	query := strings.IndexByte(uri[:frag], '?')
	if query < 0 {
		query = frag
	}
	sc := scheme(uri)
	pathStart := 0
	if sc != "" {
		pathStart = len(sc) + 1
		if at(len(sc)) {
			return schemePart
		}
	}
	if strings.HasPrefix(uri[pathStart:query], "//") {
		auth := pathStart + 2
		p := strings.IndexByte(uri[auth:query], '/')
		if p < 0 {
			p = query - auth
		}
		if at(auth + p) {
			return authorityPart
		}
	}
	switch {
	case at(query):
		return pathPart
	case at(frag):
		return queryPart
	}
	return fragmentPart
}

// shapeCause names the rule of the algorithm that applies to the
// reference's shape, where the targets part in the component where (any,
// when unknown): the shape rules, kept as names.
func shapeCause(c *linkCase, where component) string {
	ref := c.then
	switch {
	case strings.IndexByte(ref, '\\') >= 0 && c.nowName == "whatwg" && where <= pathPart:
		return "backslash"
	case sameScheme(ref, c.baseThen):
		return "same-scheme"
	case ref == "":
		return "empty"
	case ref[0] == '#':
		return "fragment"
	case ref[0] == '?':
		return "query"
	case where == schemePart || where == authorityPart:
		if strings.HasPrefix(ref, "//") {
			return "leading-slashes"
		}
		if c.nowName == "whatwg" {
			return "serialization"
		}
	case where == queryPart || where == fragmentPart:
		if hasNonASCII8(ref) {
			return "non-ascii"
		}
		if hasSpace(ref) {
			return "spaces"
		}
		if c.nowName == "whatwg" {
			return "serialization"
		}
	}
	switch {
	case ref[0] == ';' || paramsBeforeDots(ref):
		return "params"
	case dotdotAboveRoot(ref, c.baseThen):
		return "dotdot-above-root"
	case hasDotSegment(ref):
		return "dot-segments"
	case ref[0] == '/':
		return "leading-slashes"
	case hasNonASCII8(ref):
		return "non-ascii"
	case hasSpace(ref):
		return "spaces"
	case c.nowName == "whatwg":
		return "serialization"
	}
	return "other"
}

// scheme returns the scheme of s ("" if it has none).
func scheme(s string) string { return s[:uritext.SchemeLen(s)] }

// sameScheme reports a reference "http:g": the base's scheme, then no
// "//".
func sameScheme(ref, base string) bool {
	s := scheme(ref)
	return s != "" && strings.EqualFold(s, scheme(base)) && !strings.HasPrefix(ref[len(s)+1:], "//")
}

// pathOf returns the path of a reference: after any scheme and authority,
// before any query or fragment, as RFC 3986's Appendix B splits it.
func pathOf(s string) string { return generic.SplitParts(s).Path }

func segments(path string) []string { return strings.Split(path, "/") }

// paramsBeforeDots reports a ";" in a segment that dot segments follow
// ("g;x=1/../y"), which RFC 1808 reads as params and later texts as a
// part of the segment.
func paramsBeforeDots(ref string) bool {
	p := pathOf(ref)
	i := strings.IndexByte(p, ';')
	return i >= 0 && hasDotSegment(p[i:])
}

func hasDotSegment(ref string) bool {
	for _, s := range segments(pathOf(ref)) {
		if s == "." || s == ".." {
			return true
		}
	}
	return false
}

// dotdotAboveRoot reports a relative path whose ".." segments climb above
// the root of the base's path.
func dotdotAboveRoot(ref, base string) bool {
	p := pathOf(ref)
	if scheme(ref) != "" || strings.HasPrefix(ref, "/") {
		return false // an absolute path's dots are "dot-segments"
	}
	depth := max(len(segments(pathOf(base)))-2, 0) // the segments before the last, after the root
	for _, s := range segments(p) {
		switch s {
		case "..":
			depth--
			if depth < 0 {
				return true
			}
		case ".":
		default:
			depth++
		}
	}
	return false
}

// hasNonASCII8 reports a byte above 0x7F.
func hasNonASCII8(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// hasSpace reports white space or a control character.
func hasSpace(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] == 0x7F {
			return true
		}
	}
	return false
}
