package rfc1808

import (
	"errors"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// ErrNoBase reports that a message header or an HTML document embeds no
// base URL, so the base must come from the next layer of RFC 1808,
// Section 3: the encapsulating entity (3.2), the retrieval URL (3.3) or
// the empty base (3.4). Test for it with errors.Is.
var ErrNoBase = errors.New("no embedded base URL")

// The places the base helpers cite.
var (
	ruleBaseHeader = dialect.Rule{Doc: doc, Sec: "3.1", Step: "base-header"}
	ruleHTMLBase   = dialect.Rule{Doc: doc, Sec: "10"}
)

// BaseFromHeader returns the base URL given by field, one message header
// field in the format RFC 1808, Section 3.1 recommends:
//
//	base-header  = "Base" ":" "<URL:" absoluteURL ">"
//
// "where "Base" is case-insensitive and any whitespace (including that
// used for line folding) inside the angle brackets is ignored." So
// "Base: <URL:http://www.ics.uci.edu/Test/a/b/c>" gives
// "http://www.ics.uci.edu/Test/a/b/c".
//
// The field may be folded as RFC 822 folds (a line break, CRLF or LF,
// followed by a space or tab) and may end with a line break. The name
// must be followed directly by the colon (RFC 822: "field = field-name
// ":" [ field-body ]"); white space and folding may stand between the
// colon and "<" and after ">", nothing else. "URL:" is matched without
// regard to case, as RFC 822, Section 3.4.7 matches everything but text
// ("When matching any other syntactic unit, case is to be ignored").
// The URL must be absolute (have a scheme, Section 2.4.2) and may end
// with a "#" fragment, which Section 5's own base header
// "Base: <URL:http://a/b/c/d;p?q#f>" carries.
//
// On a malformed field BaseFromHeader returns "" and a [*dialect.ParseError]
// positioned in field. When the field is well formed but its URL breaks
// the grammar of Section 2.2 (as many URLs of the time did, with a "~" or
// another character the BNF leaves out), it returns the URL together with
// every violation, positioned in field, for the caller to decide; this is
// the only case in which both results are set.
func BaseFromHeader(field string) (string, error) {
	end := len(field)
	// The field may end with a line break.
	for end > 0 && (field[end-1] == '\n' || field[end-1] == '\r') {
		end--
	}
	if i := lineEnd(field[:end]); i >= 0 {
		return "", headerError(field, i, 1, `a line break not followed by a space or tab ends the header field; the text after it is not part of it`)
	}
	return baseField(field, 0, end)
}

// BaseFromHeaders returns the base URL given by the first "Base" field of
// header, a block of RFC 822 message header fields, one per line with
// folded continuation lines, which ends at the first empty line or at the
// end of header. It parses that field as [BaseFromHeader] does, with
// errors positioned in header, and ignores every other field ("Base "
// with white space before the colon is taken for a malformed Base field).
// If there is no Base field it returns an error wrapping [ErrNoBase].
func BaseFromHeaders(header string) (string, error) {
	for lo := 0; lo < len(header); {
		// A field runs to the line break not followed by a space or tab.
		hi := len(header)
		next := hi
		if i := lineEnd(header[lo:]); i >= 0 {
			hi = lo + i
			next = hi + 1
		}
		line := header[lo:hi]
		if strings.TrimRight(line, "\r") == "" {
			break // the empty line that ends the header
		}
		if colon := strings.IndexByte(line, ':'); colon >= 0 && strings.EqualFold(strings.TrimRight(line[:colon], " \t"), "Base") {
			end := hi
			for end > lo && header[end-1] == '\r' {
				end--
			}
			return baseField(header, lo, end)
		}
		lo = next
	}
	return "", &dialect.ParseError{Dialect: name, Input: header, Offset: 0, Rule: ruleBaseHeader, Msg: `no "Base" header field`, Err: ErrNoBase}
}

// lineEnd returns the index of the first LF in s that is not followed by
// a space or tab (and so ends a header field), or -1.
func lineEnd(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' && (i+1 == len(s) || !isLWSP(s[i+1])) {
			return i
		}
	}
	return -1
}

// baseField parses src[lo:hi], one unfolded-or-folded header field
// without its final line break.
func baseField(src string, lo, hi int) (string, error) {
	colon := strings.IndexByte(src[lo:hi], ':')
	if colon < 0 {
		return "", headerError(src, lo, hi-lo, `no ":" after the field name`)
	}
	colon += lo
	if field := src[lo:colon]; !strings.EqualFold(field, "Base") {
		if strings.EqualFold(strings.TrimRight(field, " \t"), "Base") {
			return "", headerError(src, lo+4, colon-lo-4, `white space between the field name and ":"`)
		}
		return "", headerError(src, lo, colon-lo, "the field name is "+strconv.Quote(field)+`, not "Base"`)
	}
	i := skipLWSP(src, colon+1, hi)
	if i == hi {
		return "", headerError(src, i, 0, `the field body is empty: want "<URL:"`)
	}
	if src[i] != '<' {
		return "", headerError(src, i, 1, `want "<URL:" after "Base:"`)
	}
	open := i

	// Inside the angle brackets all white space is ignored: collect the
	// other bytes and where each stood.
	var x extracted
	for i = open + 1; i < hi && src[i] != '>'; i++ {
		if !isSpace(src[i]) {
			x.add(src[i], i)
		}
	}
	if i == hi {
		return "", headerError(src, open, 1, `no ">" closes the "<"`)
	}
	closing := i
	if j := skipLWSP(src, closing+1, hi); j < hi {
		return "", headerError(src, j, hi-j, `text after the closing ">"`)
	}
	if len(x.s) < 4 || !strings.EqualFold(string(x.s[:4]), "URL:") {
		at := open + 1
		if len(x.offs) > 0 {
			at = x.offs[0]
		}
		return "", headerError(src, at, 1, `want "URL:" after "<"`)
	}
	x.s, x.offs = x.s[4:], x.offs[4:]
	return x.absolute(src, closing, ruleAbsolute, "the URL")
}

func headerError(src string, off, n int, msg string) error {
	return &dialect.ParseError{Dialect: name, Input: src, Offset: off, Len: n, Rule: ruleBaseHeader, Msg: msg}
}

// skipLWSP skips linear white space, folds included, from src[i].
func skipLWSP(src string, i, hi int) int {
	for i < hi && isSpace(src[i]) {
		i++
	}
	return i
}

// isLWSP reports an RFC 822 LWSP-char: "SPACE / HTAB".
func isLWSP(c byte) bool { return c == ' ' || c == '\t' }

// isSpace reports the white space that RFC 1808, Section 3.1 ignores
// inside the angle brackets: spaces, tabs and the line breaks of folding.
// Outside them a line break is always part of a fold, since the field
// has been cut at the one that ends it.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// An extracted string is built from bytes of a source, with the source
// offset of each byte, so violations found in it can be positioned in the
// source.
type extracted struct {
	s    []byte
	offs []int
}

func (x *extracted) add(c byte, off int) {
	x.s = append(x.s, c)
	x.offs = append(x.offs, off)
}

// absolute checks that x, which what names in messages, is an absolute
// URL with an optional fragment, and returns it. end is the source offset
// an empty x is reported at.
func (x *extracted) absolute(src string, end int, rule dialect.Rule, what string) (string, error) {
	u := string(x.s)
	if pu := parse(u); !pu.Has(dialect.Scheme) {
		at, n := end, 0
		msg := what + " is empty: want an absolute URL"
		if len(x.offs) > 0 {
			at, n = x.offs[0], x.offs[len(x.offs)-1]+1-x.offs[0]
			msg = what + " " + strconv.Quote(u) + " is not an absolute URL: it has no scheme"
		}
		return "", &dialect.ParseError{Dialect: name, Input: src, Offset: at, Len: n, Rule: rule, Msg: msg}
	}
	var es dialect.Errors
	validate(u, &es)
	if es.Len() == 0 {
		return u, nil
	}
	var moved dialect.Errors
	for _, pe := range dialect.Violations(es.Err()) {
		lo := x.offs[pe.Offset]
		hi := lo + 1
		if pe.Len > 0 {
			hi = x.offs[pe.Offset+pe.Len-1] + 1
		}
		moved.Add(&dialect.ParseError{Dialect: name, Input: src, Offset: lo, Len: hi - lo, Rule: pe.Rule, Msg: pe.Msg})
	}
	return u, moved.Err()
}

// BaseFromHTML returns the base URL that an HTML document embeds, as RFC
// 1808, Section 10 describes: "HTML defines a special element "BASE"
// which, when present in the "HEAD" portion of a document, signals that
// the parser should use the BASE element's "HREF" attribute as the base
// URL for resolving any relative URLs. The "HREF" attribute must be an
// absolute URL. Note that, in HTML, element and attribute names are
// case-insensitive." The appendix is "a descriptive example", so what
// follows is how this function reads a document, not what RFC 1808
// requires:
//
//   - Markup is read as HTML 2.0 (the HTML of RFC 1808's reference [3])
//     writes it: start tags "<NAME attributes>", end tags "</NAME>",
//     comments "<!-- ... -->", and declarations and processing
//     instructions "<!...>" and "<?...>", which are skipped. A "<" not
//     followed by a letter, "/", "!" or "?" is text. Names are matched
//     without regard to case.
//   - The HEAD portion runs from the start of the document (the HEAD
//     tags are optional in HTML 2.0) to the first of: the end tag
//     </HEAD> or </HTML>, a start tag of an element other than HTML,
//     HEAD, TITLE, ISINDEX, BASE, META, LINK, NEXTID (the HEAD elements of
//     HTML 2.0), SCRIPT and STYLE (added to the HEAD by HTML 3.2), an end
//     tag of any element not in that list, or text other than white
//     space. The content of TITLE, SCRIPT and STYLE is skipped to its end
//     tag.
//   - The first BASE start tag in the HEAD is the one used; it must have
//     an HREF attribute (the first one, if it has several). A value is
//     quoted with " or ', or unquoted, running to the next white space
//     or ">". Leading and trailing white space is removed; the character
//     references "&#NNN;" and the entity references "&amp;", "&lt;",
//     "&gt;" and "&quot;" are replaced (the ";" may be left out, as SGML
//     allows, before a character that cannot continue the name); other
//     text is taken as written.
//   - The HREF must be an absolute URL (have a scheme, Section 2.4.2); it
//     may end with a "#" fragment.
//
// Without a BASE element in the HEAD, BaseFromHTML returns an error
// wrapping [ErrNoBase] (positioned at a BASE element outside the HEAD,
// if there is one). Errors are [*dialect.ParseError] positioned in
// document. As with [BaseFromHeader], an HREF that is absolute but breaks
// the grammar of Section 2.2 is returned together with its violations.
// A UTF-8 byte order mark at the start is skipped.
func BaseFromHTML(document string) (string, error) {
	i := 0
	if strings.HasPrefix(document, "\xef\xbb\xbf") {
		i = 3
	}
	inHead := true
	outside := -1 // the first BASE start tag found after the HEAD
	for i < len(document) {
		c := document[i]
		if c != '<' {
			if !isHTMLSpace(c) {
				inHead = false
			}
			i++
			continue
		}
		var next byte
		if i+1 < len(document) {
			next = document[i+1]
		}
		switch {
		case strings.HasPrefix(document[i:], "<!--"):
			i = skipPast(document, i+4, "-->")
		case next == '!' || next == '?':
			i = skipPast(document, i+2, ">")
		case next == '/' && i+2 < len(document) && isAlpha(document[i+2]):
			tag := tagName(document, i+2)
			if !headElement(tag) || strings.EqualFold(tag, "head") || strings.EqualFold(tag, "html") {
				inHead = false
			}
			i = skipPast(document, i+2, ">")
		case isAlpha(next):
			t := scanTag(document, i)
			switch {
			case strings.EqualFold(t.name, "base"):
				if inHead {
					return t.base(document)
				}
				if outside < 0 {
					outside = i
				}
			case !headElement(t.name):
				inHead = false
			case strings.EqualFold(t.name, "title") || strings.EqualFold(t.name, "script") || strings.EqualFold(t.name, "style"):
				if t.end < len(document) {
					t.end = rawTextEnd(document, t.end, t.name)
				}
			}
			i = t.end
		default:
			inHead = false // a "<" that starts no markup is text
			i++
		}
	}
	if outside >= 0 {
		return "", &dialect.ParseError{Dialect: name, Input: document, Offset: outside, Len: len("<BASE"), Rule: ruleHTMLBase,
			Msg: `the BASE element is not in the "HEAD" portion of the document`, Err: ErrNoBase}
	}
	return "", &dialect.ParseError{Dialect: name, Input: document, Offset: len(document), Rule: ruleHTMLBase,
		Msg: `no BASE element in the "HEAD" portion of the document`, Err: ErrNoBase}
}

// headElement reports the elements that do not end the HEAD portion.
func headElement(tag string) bool {
	switch strings.ToLower(tag) {
	case "html", "head", "title", "isindex", "base", "meta", "link", "nextid", "script", "style":
		return true
	}
	return false
}

// A tag is a scanned start tag.
type tag struct {
	start, end int    // document[start:end] is the tag; end is len(document) if it is not closed
	closed     bool   // the tag ends with ">"
	name       string // element name as written
	href       [2]int // span of the first HREF value, if hasHref
	hasHref    bool
	unclosedQ  int // offset of a quote that is never closed, or -1
}

// scanTag scans the start tag at document[i] ("<" and a letter).
func scanTag(document string, i int) tag {
	t := tag{start: i, unclosedQ: -1}
	t.name = tagName(document, i+1)
	j := i + 1 + len(t.name)
	for {
		for j < len(document) && (isHTMLSpace(document[j]) || document[j] == '/') {
			j++
		}
		if j == len(document) {
			t.end = j
			return t
		}
		if document[j] == '>' {
			t.end, t.closed = j+1, true
			return t
		}
		k := j
		for k < len(document) && !isHTMLSpace(document[k]) && document[k] != '=' && document[k] != '>' && document[k] != '/' {
			k++
		}
		attr := document[j:k]
		if k == j { // a stray "="
			k++
		}
		j = k
		for k < len(document) && isHTMLSpace(document[k]) {
			k++
		}
		if k == len(document) || document[k] != '=' || attr == "" {
			continue // an attribute without a value
		}
		k++
		for k < len(document) && isHTMLSpace(document[k]) {
			k++
		}
		lo, hi := k, k
		if k < len(document) && (document[k] == '"' || document[k] == '\'') {
			q := strings.IndexByte(document[k+1:], document[k])
			if q < 0 {
				t.unclosedQ, t.end = k, len(document)
				return t
			}
			lo, hi = k+1, k+1+q
			j = hi + 1
		} else {
			for hi < len(document) && !isHTMLSpace(document[hi]) && document[hi] != '>' {
				hi++
			}
			j = hi
		}
		if !t.hasHref && strings.EqualFold(attr, "href") {
			t.href, t.hasHref = [2]int{lo, hi}, true
		}
	}
}

// base returns the base URL the BASE tag t gives.
func (t tag) base(document string) (string, error) {
	fail := func(off, n int, msg string) (string, error) {
		return "", &dialect.ParseError{Dialect: name, Input: document, Offset: off, Len: n, Rule: ruleHTMLBase, Msg: msg}
	}
	switch {
	case t.unclosedQ >= 0:
		return fail(t.unclosedQ, 1, "the quoted attribute value of the BASE element is not closed")
	case !t.closed:
		return fail(t.start, len("<BASE"), `the BASE tag is not closed by ">"`)
	case !t.hasHref:
		return fail(t.start, t.end-t.start, `the BASE element has no "HREF" attribute`)
	}
	lo, hi := t.href[0], t.href[1]
	for lo < hi && isHTMLSpace(document[lo]) {
		lo++
	}
	for hi > lo && isHTMLSpace(document[hi-1]) {
		hi--
	}
	var x extracted
	for k := lo; k < hi; {
		if r, n := charRef(document[k:hi]); n > 0 {
			for _, c := range []byte(string(r)) {
				x.add(c, k)
			}
			k += n
			continue
		}
		x.add(document[k], k)
		k++
	}
	return x.absolute(document, t.href[0], ruleHTMLBase, `the "HREF" attribute`)
}

// charRef decodes the character or entity reference at the start of s,
// returning the character and the length of the reference, or n == 0.
func charRef(s string) (r rune, n int) {
	if len(s) < 2 || s[0] != '&' {
		return 0, 0
	}
	if s[1] == '#' {
		k := 2
		for k < len(s) && k < 9 && s[k] >= '0' && s[k] <= '9' {
			r = r*10 + rune(s[k]-'0')
			k++
		}
		if k == 2 || r == 0 || r > 0x10FFFF || (k < len(s) && isNameChar(s[k])) {
			return 0, 0
		}
		if k < len(s) && s[k] == ';' {
			k++
		}
		return r, k
	}
	k := 1
	for k < len(s) && isNameChar(s[k]) {
		k++
	}
	switch s[1:k] {
	case "amp":
		r = '&'
	case "lt":
		r = '<'
	case "gt":
		r = '>'
	case "quot":
		r = '"'
	default:
		return 0, 0
	}
	if k < len(s) && s[k] == ';' {
		k++
	}
	return r, k
}

// tagName returns the element name starting at document[i].
func tagName(document string, i int) string {
	k := i
	for k < len(document) && isNameChar(document[k]) {
		k++
	}
	return document[i:k]
}

// rawTextEnd returns the offset of the end tag of element tag at or after
// i, or len(document).
func rawTextEnd(document string, i int, tag string) int {
	for {
		k := strings.Index(document[i:], "</")
		if k < 0 {
			return len(document)
		}
		k += i
		if strings.EqualFold(tagName(document, k+2), tag) {
			return k
		}
		i = k + 2
	}
}

// skipPast returns the offset just after the first sep at or after i, or
// len(document).
func skipPast(document string, i int, sep string) int {
	if k := strings.Index(document[i:], sep); k >= 0 {
		return i + k + len(sep)
	}
	return len(document)
}

func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// isNameChar reports the characters of an SGML name in HTML 2.0: letters,
// digits, "." and "-".
func isNameChar(c byte) bool { return isAlpha(c) || '0' <= c && c <= '9' || c == '.' || c == '-' }

// isHTMLSpace reports the white space of an HTML document.
func isHTMLSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' }
