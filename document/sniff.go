package document

import "bytes"

// SniffLimit is how much of a payload LooksLikeHTML reads: the "resource
// header" of the WHATWG MIME Sniffing Standard, Section 5.2 ("1445
// bytes").
const SniffLimit = 1445

// LooksLikeHTML reports whether a payload whose type nobody declared (a
// file whose name says nothing, a record without Content-Type) is HTML,
// from its first bytes (head; up to SniffLimit of them are read).
//
// The WHATWG MIME Sniffing Standard (Section 7.1, "rules for identifying
// an unknown MIME type") calls a resource HTML when, after white space, it
// starts with one of sixteen patterns ("<!DOCTYPE HTML", "<HTML", "<HEAD",
// "<SCRIPT", "<IFRAME", "<H1", "<DIV", "<FONT", "<TABLE", "<A", "<STYLE",
// "<TITLE", "<B", "<BODY", "<BR", "<P", "<!--") followed by a space or
// ">". The pages of 1990-1998 start with much else: the CERN home page of
// 1992 with "<HEADER>", others with "</head>", "<HR>", "<meta>", "<link>",
// a comment running to its "-->", a byte order mark, or an XML
// declaration. So this reads further than the Standard, as a browser
// rendering the file would have: it passes over a byte order mark, white
// space, comments, processing instructions ("<?xml ...?>"), and a
// DOCTYPE naming html, and then calls the payload HTML when it stands at
// a start or end tag of an HTML element of any era (htmlElements) or at
// the DOCTYPE, followed by white space, "/" or ">". After a UTF-16 byte
// order mark the bytes are decoded first.
func LooksLikeHTML(head []byte) bool {
	b := utf16Head(head[:min(len(head), SniffLimit)])
	b = bytes.TrimPrefix(b, []byte{0xEF, 0xBB, 0xBF})
	for {
		b = bytes.TrimLeft(b, " \t\r\n\f")
		if len(b) < 2 || b[0] != '<' {
			return false
		}
		switch {
		case bytes.HasPrefix(b, []byte("<!--")):
			end := bytes.Index(b[4:], []byte("-->"))
			if end < 0 {
				return false
			}
			b = b[4+end+3:]
		case b[1] == '?':
			end := bytes.IndexByte(b, '>')
			if end < 0 {
				return false
			}
			b = b[end+1:]
		case b[1] == '!':
			return hasPrefixFold(b, "<!doctype") && hasPrefixFold(bytes.TrimLeft(b[len("<!doctype"):], " \t\r\n\f"), "html")
		default:
			name := b[1:]
			if name[0] == '/' {
				name = name[1:]
			}
			end := 0
			for end < len(name) && isTagNameByte(name[end]) {
				end++
			}
			if end == len(name) || end == 0 || end > maxElementName {
				return false
			}
			switch name[end] {
			case ' ', '\t', '\r', '\n', '\f', '/', '>':
			default:
				return false
			}
			_, ok := htmlElements[string(lower8(name[:end]))]
			return ok
		}
	}
}

func isTagNameByte(c byte) bool {
	return isLetter(c) || '0' <= c && c <= '9'
}

func hasPrefixFold(b []byte, prefix string) bool {
	return len(b) >= len(prefix) && bytes.EqualFold(b[:len(prefix)], []byte(prefix))
}

const maxElementName = len("blockquote")

// htmlElements are the elements of HTML of every era, lower case: those of
// the 1992 CERN and HTML+ drafts the early pages used (HEADER, NEXTID),
// HTML 2.0 (RFC 1866), 3.2, 4.01, the browsers' extensions (Netscape's
// LAYER, BLINK, MULTICOL; Internet Explorer's BGSOUND, MARQUEE) and the
// HTML Standard's.
var htmlElements = func() map[string]struct{} {
	m := map[string]struct{}{}
	for _, n := range bytes.Fields([]byte(`
		a address b base blockquote body br cite code dd dir dl dt em form
		h1 h2 h3 h4 h5 h6 head header hr html i img input isindex kbd li link
		listing menu meta nextid ol option p plaintext pre samp select strong
		textarea title tt ul var xmp
		applet area basefont big caption center div font map param script
		small strike style sub sup table td th tr u
		abbr acronym bdo button col colgroup del fieldset frame frameset
		iframe ins label legend noframes noscript object optgroup q s span
		tbody tfoot thead
		blink marquee layer ilayer embed noembed bgsound nobr wbr multicol
		spacer keygen nolayer
		article aside audio canvas data datalist details dialog figcaption
		figure footer main mark meter nav output picture progress rp rt ruby
		search section source summary svg template time track video math`)) {
		m[string(n)] = struct{}{}
	}
	return m
}()
