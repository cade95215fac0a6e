package document

import "strings"

// HeaderElement is the Element of a link found in an HTTP header field;
// its Attr is the field's name, lower case, its Offset -1 (the field is
// not in the document), and its Base RetrievalBase.
const HeaderElement = "http-header"

// HeaderLinks appends to dst the links an HTTP response header field
// holds, and returns the extended slice:
//
//   - Location: a redirect's target (RFC 1945, Section 10.11; RFC 7231,
//     Section 7.1.2: "If the Location value is a relative reference, the
//     final value is computed by resolving it against the effective
//     request URI").
//   - Content-Location: where the entity may be had (RFC 2068, Section
//     14.15; RFC 7231, Section 3.1.4.2, resolved against the request's
//     URI).
//   - Refresh: Netscape's client pull as a header ("5; URL=next.html"),
//     read as META HTTP-EQUIV="Refresh" CONTENT is.
//   - Link: each "<URI-Reference>" of the field (RFC 2068, Section
//     19.6.2.4; RFC 8288, Section 3).
//
// Other fields hold no link. The links' slices are copies of value.
func HeaderLinks(dst []Link, name, value string) []Link {
	add := func(ref string) {
		b := []byte(ref)
		dst = append(dst, Link{Offset: -1, Len: len(b), Element: HeaderElement, Attr: strings.ToLower(name),
			Raw: b, Value: b, Base: RetrievalBase})
	}
	switch {
	case strings.EqualFold(name, "Location"), strings.EqualFold(name, "Content-Location"):
		if v := strings.TrimSpace(value); v != "" {
			add(v)
		}
	case strings.EqualFold(name, "Refresh"):
		b := []byte(value)
		if s, ok := refreshURI(b, 0, len(b)); ok {
			add(string(b[s.lo:s.hi]))
		}
	case strings.EqualFold(name, "Link"):
		// Each link-value starts with "<"; a "<" inside a quoted
		// parameter is not one.
		quoted := false
		for i := 0; i < len(value); i++ {
			switch c := value[i]; {
			case c == '"':
				quoted = !quoted
			case c == '\\' && quoted:
				i++
			case c == '<' && !quoted:
				end := strings.IndexByte(value[i+1:], '>')
				if end < 0 {
					return dst
				}
				add(strings.TrimSpace(value[i+1 : i+1+end]))
				i += end + 1
			}
		}
	}
	return dst
}
