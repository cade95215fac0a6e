package draft01

import (
	"html"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/relurl"
)

// Sections 3.1 to 3.4, in order of precedence, cited by [EstablishBase].
var (
	ruleBaseContent   = dialect.Rule{Doc: doc, Sec: "3.1"}
	ruleBaseHeader    = dialect.Rule{Doc: doc, Sec: "3.2"}
	ruleBaseRetrieval = dialect.Rule{Doc: doc, Sec: "3.3"}
	ruleBaseDefault   = dialect.Rule{Doc: doc, Sec: "3.4"}
)

// EstablishBase chooses the base URL of a document by Section 3 (step 1
// of Section 4), "listed here in order of precedence": the base embedded
// in the content (Section 3.1; see [HTMLBase]), else the "Base-URL"
// message header (Section 3.2; see [HeaderBase]), else the URL used to
// retrieve the document, the last one after redirects (Section 3.3),
// else the empty string (Section 3.4), under which "all embedded URLs
// within that document shall be interpreted as absolute". It returns the
// section that decided.
//
// An empty candidate is absent. So is one without a scheme (Section
// 2.4.1): the base must be absolute ("the absolute "base URL" of that
// document must be known", Section 3; "Base-URL: absoluteURL", Section
// 3.2; "The "HREF" attribute must be an absolute URL", Section 10), and
// the draft does not say how a relative one would be resolved.
func EstablishBase(embedded, header, retrieval string) (base string, rule dialect.Rule) {
	switch {
	case isAbsolute(embedded):
		return embedded, ruleBaseContent
	case isAbsolute(header):
		return header, ruleBaseHeader
	case isAbsolute(retrieval):
		return retrieval, ruleBaseRetrieval
	}
	return "", ruleBaseDefault
}

func isAbsolute(s string) bool { return relurl.SchemeEnd(s) > 0 }

// HeaderBase returns the value of the "Base-URL" field of an RFC 822
// message header (Section 3.2): "It is recommended that the format of
// this header be: Base-URL: absoluteURL where "Base-URL" is
// case-insensitive."
//
// header is the header text, lines ended by CRLF or LF; it ends at the
// first empty line, so a whole message may be passed. Folded lines are
// unfolded as RFC 822, Section 3.1.1 says ("CRLF immediately followed by
// a LWSP-char" is the LWSP-char), and the value is trimmed of the white
// space around it. The draft is silent on repeated fields: the first
// wins. ok is false when there is no such field or its value is empty.
func HeaderBase(header string) (base string, ok bool) {
	var (
		inField bool            // the field being read is Base-URL
		value   strings.Builder // its unfolded body
	)
	for rest := header; ; {
		line, next, more := strings.Cut(rest, "\n")
		line = strings.TrimSuffix(line, "\r")
		continuation := line != "" && (line[0] == ' ' || line[0] == '\t')
		if inField && !continuation {
			break
		}
		if inField {
			value.WriteString(line)
		} else if line == "" {
			break
		} else if fname, body, found := strings.Cut(line, ":"); found && !continuation &&
			strings.EqualFold(strings.TrimRight(fname, " \t"), "Base-URL") {
			inField = true
			value.WriteString(body)
		}
		if !more {
			break
		}
		rest = next
	}
	base = strings.Trim(value.String(), " \t")
	return base, inField && base != ""
}

// HTMLBase returns the HREF of the BASE element in the HEAD of an HTML
// document (Section 10): "HTML defines a special element "BASE" which,
// when present in the "HEAD" portion of a document, signals that the
// parser should use the BASE element's "HREF" attribute as the base URL
// ... Note that, in HTML, element and attribute names are
// case-insensitive."
//
// The appendix "does not form a part of the relative URL specification
// and should not be considered as anything more than a descriptive
// example", so this is a small, forgiving tag scanner, not an HTML
// parser: it reads tags in order, skips comments ("<!-- ... -->") and
// declarations ("<!doctype ...>"), stops at "</HEAD>" or "<BODY", and
// returns the first BASE element's HREF. An attribute value may be
// quoted with " or ' or unquoted; character references in it ("&amp;")
// are decoded and the white space around it trimmed. ok is false if no
// BASE element with a non-empty HREF comes before the body. It takes
// time linear in the length of doc and never panics.
func HTMLBase(doc string) (base string, ok bool) {
	for i := 0; i < len(doc); {
		j := strings.IndexByte(doc[i:], '<')
		if j < 0 {
			break
		}
		i += j
		switch {
		case strings.HasPrefix(doc[i:], "<!--"):
			end := strings.Index(doc[i+4:], "-->")
			if end < 0 {
				return "", false
			}
			i += 4 + end + 3
			continue
		case strings.HasPrefix(doc[i:], "<!"), strings.HasPrefix(doc[i:], "<?"):
			end := strings.IndexByte(doc[i:], '>')
			if end < 0 {
				return "", false
			}
			i += end + 1
			continue
		}
		k := i + 1
		closing := k < len(doc) && doc[k] == '/'
		if closing {
			k++
		}
		start := k
		for k < len(doc) && isTagNameChar(doc[k]) {
			k++
		}
		tag := doc[start:k]
		if tag == "" {
			i++ // a "<" that opens no tag
			continue
		}
		if closing && strings.EqualFold(tag, "head") || !closing && strings.EqualFold(tag, "body") {
			return "", false
		}
		href, found, end := scanAttributes(doc, k, "href")
		if !closing && strings.EqualFold(tag, "base") && found {
			if href = strings.TrimSpace(html.UnescapeString(href)); href != "" {
				return href, true
			}
		}
		i = end
	}
	return "", false
}

func isTagNameChar(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.'
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// scanAttributes reads the attributes of a tag from doc[i:] up to its
// ">", returning the raw value of the first attribute called want
// (case-insensitively), whether there was one, and the index after the
// tag. Every iteration consumes at least one byte.
func scanAttributes(doc string, i int, want string) (value string, found bool, end int) {
	for i < len(doc) {
		c := doc[i]
		switch {
		case c == '>':
			return value, found, i + 1
		case isSpace(c) || c == '/' || c == '=':
			i++
			continue
		}
		start := i
		for i < len(doc) && !isSpace(doc[i]) && doc[i] != '=' && doc[i] != '>' {
			i++
		}
		attr := doc[start:i]
		j := i
		for j < len(doc) && isSpace(doc[j]) {
			j++
		}
		if j >= len(doc) || doc[j] != '=' {
			continue // an attribute without a value
		}
		j++
		for j < len(doc) && isSpace(doc[j]) {
			j++
		}
		var v string
		switch {
		case j < len(doc) && (doc[j] == '"' || doc[j] == '\''):
			q := strings.IndexByte(doc[j+1:], doc[j])
			if q < 0 {
				return value, found, len(doc) // an unterminated quote runs to the end
			}
			v, i = doc[j+1:j+1+q], j+1+q+1
		default:
			k := j
			for k < len(doc) && !isSpace(doc[k]) && doc[k] != '>' {
				k++
			}
			v, i = doc[j:k], k
		}
		if !found && strings.EqualFold(attr, want) {
			value, found = v, true
		}
	}
	return value, found, len(doc)
}
