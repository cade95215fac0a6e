package rfc1808

import (
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// The places base establishment cites: the layers of Section 3, and
// RFC 2068, Section 14.11, which gives RFC 1808's "Base" field to HTTP as
// "Content-Base".
var (
	ruleBaseEmbedded  = dialect.Rule{Doc: doc, Sec: "3.1"}
	ruleBaseHeader    = dialect.Rule{Doc: doc, Sec: "3.1", Step: "base-header"}
	ruleContentBase   = dialect.Rule{Doc: "RFC 2068", Sec: "14.11"}
	ruleBaseEnclosing = dialect.Rule{Doc: doc, Sec: "3.2"}
	ruleBaseRetrieval = dialect.Rule{Doc: doc, Sec: "3.3"}
	ruleBaseEmpty     = dialect.Rule{Doc: doc, Sec: "3.4"}
)

// basePolicy is Section 3 read as the package doc explains.
var basePolicy = dialectcore.BasePolicy{
	Steps: []dialectcore.BaseStep{
		{Layer: dialect.EmbeddedBase, Rule: ruleBaseEmbedded},
		{Layer: dialect.HeaderBase, Field: "Base", Rule: ruleBaseHeader, Value: baseFromFieldBody},
		{Layer: dialect.HeaderBase, Field: "Content-Base", Rule: ruleContentBase},
		{Layer: dialect.EncapsulatingBase, Rule: ruleBaseEnclosing},
		{Layer: dialect.RetrievalBase, Rule: ruleBaseRetrieval},
	},
	Empty: ruleBaseEmpty,
}

// EstablishBase establishes a document's base URL by Section 3, "listed
// below in order of precedence": the HREF of the document's first BASE
// element (3.1, as Section 10 describes for HTML), else the message's
// "Base" header field ("Messages are considered to be composite documents.
// The base URL of a message can be specified within the message headers",
// 3.1; see below), else the HTTP "Content-Base" field, which RFC 2068,
// Section 14.11 defines as this field ("This header field is described as
// Base in RFC 1808"), else the base of the encapsulating entity (3.2), else
// the retrieval URL (3.3), else the empty string, under which "all
// embedded URLs within that document are assumed to be absolute URLs"
// (3.4). src.Default is not used: Section 3.4 leaves no room for one.
//
// Section 10: "The "HREF" attribute must be an absolute URL": a relative
// BASE HREF, like a relative Content-Base, is passed over with a warning.
// A fragment is kept (Section 5's own base is "Base:
// <URL:http://a/b/c/d;p?q#f>", and an empty reference is the whole base,
// fragment included).
//
// The Base field is parsed as Section 3.1 recommends,
//
//	base-header  = "Base" ":" "<URL:" absoluteURL ">"
//
// "where "Base" is case-insensitive and any whitespace (including that
// used for line folding) inside the angle brackets is ignored". So a field
// "Base: <URL:http://www.ics.uci.edu/Test/a/b/c>" gives
// "http://www.ics.uci.edu/Test/a/b/c". "URL:" is matched without regard
// to case, as RFC 822, Section 3.4.7 matches everything but text. A field
// body that is not in that form is passed over with a warning.
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, &basePolicy, &src)
}

// baseFromHeader returns the base URL given by field, one whole message
// header field ("Base: <URL:...>"), which may be folded as RFC 822 folds
// (a line break, CRLF or LF, followed by a space or tab) and may end with
// a line break. The name must be followed directly by the colon (RFC 822:
// "field = field-name ":" [ field-body ]"); white space and folding may
// stand between the colon and "<" and after ">", nothing else.
//
// On a malformed field it returns "" and a [*dialect.ParseError]
// positioned in field. When the field is well formed but its URL breaks
// the grammar of Section 2.2 (as many URLs of the time did, with a "~"),
// it returns the URL together with every violation, positioned in field;
// this is the only case in which both results are set.
func baseFromHeader(field string) (string, error) {
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

// baseFromFieldBody parses the body of a Base field, as an HTTP or MIME
// reader hands it over, the name and colon gone.
func baseFromFieldBody(body string) (string, error) {
	return baseBody(body, 0, len(body))
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
	return baseBody(src, colon+1, hi)
}

// baseBody parses src[lo:hi], the body of a Base field.
func baseBody(src string, lo, hi int) (string, error) {
	i := skipLWSP(src, lo, hi)
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
	err := validate(u)
	if err == nil {
		return u, nil
	}
	var moved dialect.Errors
	for _, pe := range dialect.Violations(err) {
		lo := x.offs[pe.Offset]
		hi := lo + 1
		if pe.Len > 0 {
			hi = x.offs[pe.Offset+pe.Len-1] + 1
		}
		moved.Add(&dialect.ParseError{Dialect: name, Input: src, Offset: lo, Len: hi - lo, Rule: pe.Rule, Msg: pe.Msg})
	}
	return u, moved.Err()
}
