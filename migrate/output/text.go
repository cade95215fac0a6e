package output

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/htmlindex"

	"github.com/uridialect/uridialect/document"
)

// The link table's text. A 1990s page is mostly not UTF-8, and its links
// are the page's bytes (package document reads bytes), but every tool
// that loads a table with its defaults (DuckDB's read_csv, pandas,
// Python's csv module) wants UTF-8 and a field without a raw TAB or line
// break. So each text column holds what a browser showed: the value
// decoded from the document's encoding, each control character (TAB, LF,
// CR, the rest of C0 and DEL) percent-encoded as %09, %0A..., which is
// also how the URL Standard's parser would write it were it not to strip
// it. Where that text is not the value's bytes, the columns where bytes
// matter (the raw value, the targets, the rewrite) have
// a twin, COLUMN_bytes, which holds them exactly: percent-encoded in the
// TSV and the JSONL (exactBytes), binary in Parquet.

// showText returns s, bytes of a document in the encoding named enc (a
// WHATWG Encoding Standard name; empty when unknown), as the link table's
// text columns hold it. A value of a UTF-16 document is UTF-8 already
// (the extractor decodes those documents); a value of an unknown encoding
// that is not UTF-8 has each byte that is not part of UTF-8 replaced by
// U+FFFD, as encoding/json writes it.
func showText(s, enc string) string {
	if s == "" {
		return s
	}
	t := Decoded(s, enc)
	if !utf8.ValidString(t) {
		t = validUTF8(t)
	}
	if !hasControl(t) {
		return t
	}
	var b strings.Builder
	for i := 0; i < len(t); i++ {
		if c := t[i]; c < 0x20 || c == 0x7F {
			b.WriteString(percent(c))
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// Decoded returns s, bytes of a document in the encoding named enc (a
// WHATWG Encoding Standard name), decoded as a browser showed them: s
// itself when it is ASCII, enc is empty (unknown), UTF-8 or UTF-16 (whose
// values the extractor decodes), or s does not decode. Serve's Migrate
// page shows a link's values so, as the link table and the report do.
func Decoded(s, enc string) string {
	if enc == "" || enc == "utf-8" || document.IsUTF16(enc) || ascii(s) {
		return s
	}
	if e, err := htmlindex.Get(enc); err == nil {
		if d, err := e.NewDecoder().String(s); err == nil {
			return d
		}
	}
	return s
}

// exactBytes returns the twin of a text column whose text (showText) is
// not s: s percent-encoded, every byte outside the printable ASCII
// characters, and '%', '"' and the space, written %XX (upper-case hex),
// so that the twin is ASCII that no table reader changes and that any
// percent-decoder turns back into s exactly. It returns "" when text is s.
func exactBytes(s, text string) string {
	if s == text {
		return ""
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c >= 0x7F || c == '%' || c == '"' {
			b.WriteString(percent(c))
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

func percent(c byte) string {
	const hex = "0123456789ABCDEF"
	return string([]byte{'%', hex[c>>4], hex[c&15]})
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func hasControl(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == 0x7F {
			return true
		}
	}
	return false
}

// validUTF8 is s with each byte that is not part of UTF-8 replaced by
// U+FFFD, as encoding/json writes it.
func validUTF8(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteString("\uFFFD")
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}
