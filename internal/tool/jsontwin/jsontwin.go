// Package jsontwin is the one codec by which the JSON that uridialect
// writes keeps bytes that are not UTF-8. JSON cannot carry them:
// encoding/json replaces each with U+FFFD. A reference may hold such bytes
// (a 1995 page in Latin-1), and they matter, so every string field whose
// value is not valid UTF-8 is followed by its twin, the field's key with
// [Suffix] appended, holding the exact bytes in standard base64 (RFC 4648,
// Section 4), as encoding/json carries a []byte. A reader that wants the
// bytes takes KEY_bytes when present, else KEY:
//
//	{"input":"b\ufffd","input_bytes":"Yv8="}
//
// The link table's Parquet file names its binary twin columns with the
// same suffix. A struct is written and read with [Marshal] and
// [Unmarshal] (its MarshalJSON and UnmarshalJSON call them), a row of
// fields with [AppendField]; no twin is kept by hand.
package jsontwin

import (
	"encoding/base64"
	"unicode/utf8"
)

// Suffix is appended to a field's key to name its twin.
const Suffix = "_bytes"

// twin returns the twin of s: its bytes in standard base64 when s is not
// valid UTF-8, else "" (no twin).
func twin(s string) string {
	if utf8.ValidString(s) {
		return ""
	}
	return base64.StdEncoding.EncodeToString([]byte(s))
}

// AppendField appends the field "key":value, value as a JSON string
// (AppendString), followed by its twin ,"KEY_bytes":"..." when value is
// not UTF-8. key is written as it is: a name of ours, with nothing to
// escape.
func AppendField(b []byte, key, value string) []byte {
	b = appendKey(b, key, "")
	b = AppendString(b, value)
	if t := twin(value); t != "" {
		b = append(b, ',')
		b = appendKey(b, key, Suffix)
		b = append(b, '"')
		b = append(b, t...) // base64 needs no escaping
		b = append(b, '"')
	}
	return b
}

func appendKey(b []byte, key, suffix string) []byte {
	b = append(b, '"')
	b = append(b, key...)
	b = append(b, suffix...)
	return append(b, '"', ':')
}

// AppendString appends s as a JSON string, as encoding/json writes it
// with HTML escaping off: '"', '\\' and the control characters escaped
// (\n, \r, \t, \b, \f, or \u00XX), U+2028 and U+2029 escaped, each byte
// that is not part of UTF-8 replaced by U+FFFD (\ufffd), which the twin
// keeps.
func AppendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			default:
				b = append(b, `\u00`...)
				b = append(b, hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, `\u202`...)
			b = append(b, hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

const hex = "0123456789abcdef"
