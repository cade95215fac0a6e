package document

import (
	"bytes"
	"encoding/binary"
	"mime"
	"strings"
	"unicode/utf8"

	"github.com/wlynxg/chardet"
	"golang.org/x/net/html"
	"golang.org/x/net/html/charset"
)

// A Charset is a document's character encoding, as declared and as
// sniffed, and which of them decided.
//
// The extractor never decodes: it reads the document's bytes, which is
// right for every encoding whose ASCII bytes mean ASCII (ISO-8859-x,
// windows-125x, KOI8-R, EUC-JP, Shift_JIS and UTF-8: a Shift_JIS trail
// byte can be "\", "|" or a letter, never "<", ">", "=", a quote or white
// space). The encoding matters to the caller, who must know how to read
// the non-ASCII bytes of a value (a query in a Shift_JIS page is sent in
// Shift_JIS).
type Charset struct {
	// Name is the encoding decided, by its WHATWG Encoding Standard name
	// ("windows-1252", "shift_jis", "euc-jp", "koi8-r", "utf-8").
	Name string
	// DecidedBy says which source decided: "bom", "http" (the
	// Content-Type header's charset), "meta" (a META element in the
	// first 1024 bytes), "utf-8" (non-ASCII bytes that are valid UTF-8),
	// "detector" (the statistical detector), or "default" (windows-1252,
	// the HTML Standard's fallback for an undeclared page).
	DecidedBy string
	// HTTP and Meta are the declared labels as written, "" when absent.
	HTTP, Meta string
	// Detected and Confidence are the statistical detector's guess, for
	// an undeclared page with non-ASCII bytes that are not UTF-8; ""
	// otherwise.
	Detected   string
	Confidence float64
}

// sniffLimit is how much of a document the detector reads.
const sniffLimit = 64 << 10

// DetectCharset returns the encoding of doc, given the Content-Type
// header it came with ("" if none). The order is the HTML Standard's
// (Section 13.2.3.2, "Determining the character encoding"): a byte order
// mark, the transport layer's charset, a META declaration in the first
// 1024 bytes; labels are read by golang.org/x/net/html/charset. Where
// none declares one, the HTML Standard falls back to windows-1252 (after
// noticing UTF-8, as golang.org/x/net/html/charset does), which
// misreads the Shift_JIS, EUC-JP and KOI8-R pages of the 1990s, whose
// servers and authors often declared nothing: so an undeclared page with
// bytes above 0x7F that are not UTF-8 goes to the statistical detector
// (github.com/wlynxg/chardet, a port of Mozilla's universal detector),
// whose guess is taken when it is confident (at least 0.5) and names an
// encoding the WHATWG standard knows. A label the standard does not know
// is reported as written and does not decide.
func DetectCharset(doc []byte, contentType string) Charset {
	var cs Charset
	head := doc[:min(len(doc), 1024)]
	if contentType != "" {
		if _, params, err := mime.ParseMediaType(contentType); err == nil {
			cs.HTTP = params["charset"]
		}
	}
	// The prescan is run only where it can find something: a META
	// element that holds the word "charset".
	if containsFold(head, "charset") && containsFold(head, "<meta") {
		cs.Meta = metaCharset(head)
	}
	switch {
	case hasBOM(head):
		_, cs.Name, _ = charset.DetermineEncoding(head, "")
		cs.DecidedBy = "bom"
		return cs
	case known(cs.HTTP):
		_, cs.Name = charset.Lookup(cs.HTTP)
		cs.DecidedBy = "http"
		return cs
	case known(cs.Meta):
		_, cs.Name = charset.Lookup(cs.Meta)
		// The HTML Standard, Section 13.2.3.2: a META declaring UTF-16 is
		// read as UTF-8, since the prescan found ASCII bytes.
		if strings.HasPrefix(cs.Name, "utf-16") {
			cs.Name = "utf-8"
		}
		cs.DecidedBy = "meta"
		return cs
	}
	sample := doc[:min(len(doc), sniffLimit)]
	if !hasHighBit(sample) {
		cs.Name, cs.DecidedBy = "windows-1252", "default"
		return cs
	}
	if validUTF8(sample) {
		cs.Name, cs.DecidedBy = "utf-8", "utf-8"
		return cs
	}
	cs.Name, cs.DecidedBy = "windows-1252", "default"
	r := chardet.Detect(sample)
	cs.Detected, cs.Confidence = r.Charset, r.Confidence
	if r.Confidence >= 0.5 {
		if _, n := charset.Lookup(r.Charset); n != "" {
			cs.Name, cs.DecidedBy = n, "detector"
		}
	}
	return cs
}

func known(label string) bool {
	if label == "" {
		return false
	}
	e, _ := charset.Lookup(label)
	return e != nil
}

var boms = [][]byte{{0xEF, 0xBB, 0xBF}, {0xFE, 0xFF}, {0xFF, 0xFE}}

func hasBOM(b []byte) bool {
	for _, bom := range boms {
		if bytes.HasPrefix(b, bom) {
			return true
		}
	}
	return false
}

// validUTF8 reports whether b is UTF-8, a character cut at its end
// allowed (b may be the start of a document).
func validUTF8(b []byte) bool {
	for i := len(b) - 1; i >= 0 && i > len(b)-4; i-- {
		if b[i] < 0x80 {
			break
		}
		if utf8.RuneStart(b[i]) {
			b = b[:i]
			break
		}
	}
	return utf8.Valid(b)
}

// hasHighBit reports a byte above 0x7F, thirty-two then eight bytes at a
// time.
func hasHighBit(b []byte) bool {
	for len(b) >= 32 {
		w := binary.LittleEndian.Uint64(b) | binary.LittleEndian.Uint64(b[8:]) |
			binary.LittleEndian.Uint64(b[16:]) | binary.LittleEndian.Uint64(b[24:])
		if w&0x8080808080808080 != 0 {
			return true
		}
		b = b[32:]
	}
	for len(b) >= 8 {
		if binary.LittleEndian.Uint64(b)&0x8080808080808080 != 0 {
			return true
		}
		b = b[8:]
	}
	for _, c := range b {
		if c >= 0x80 {
			return true
		}
	}
	return false
}

// metaCharset returns the charset a META element in head declares, as
// written: <META CHARSET=...> (HTML5) or <META HTTP-EQUIV=Content-Type
// CONTENT="text/html; charset=..."> (HTML 4.01, Section 5.2.2), the first
// one found.
func metaCharset(head []byte) string {
	z := html.NewTokenizer(bytes.NewReader(head))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return ""
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		name, more := z.TagName()
		if string(name) != "meta" {
			continue
		}
		var cs, content string
		var isContentType bool
		for more {
			var k, v []byte
			k, v, more = z.TagAttr()
			switch string(k) {
			case "charset":
				cs = string(v)
			case "content":
				content = string(v)
			case "http-equiv":
				isContentType = strings.EqualFold(strings.TrimSpace(string(v)), "content-type")
			}
		}
		if cs != "" {
			return strings.TrimSpace(cs)
		}
		if isContentType && content != "" {
			if _, params, err := mime.ParseMediaType(content); err == nil && params["charset"] != "" {
				return params["charset"]
			}
		}
	}
}
