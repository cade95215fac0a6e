// Package jsontwin holds the one rule by which every JSON that uridialect
// writes keeps bytes that are not UTF-8. JSON cannot carry them:
// encoding/json replaces each with U+FFFD. A reference may hold such bytes
// (a 1995 page in Latin-1), and they matter, so every string field whose
// value is not valid UTF-8 is followed by a twin field, its key with
// [Suffix] appended, holding the exact bytes in standard base64 (RFC 4648,
// Section 4). A reader that wants the bytes takes KEY_base64 when present,
// else KEY:
//
//	{"input":"b\ufffd","input_base64":"Yv8="}
//
// A struct encoded with encoding/json carries the twin as a field of its
// own, tagged "KEY_base64,omitempty" and set with [Value].
package jsontwin

import (
	"encoding/base64"
	"unicode/utf8"
)

// Suffix is appended to a field's key to name its twin.
const Suffix = "_base64"

// Value returns the twin of s: its bytes in standard base64 when s is not
// valid UTF-8, else "" (no twin).
func Value(s string) string {
	if utf8.ValidString(s) {
		return ""
	}
	return base64.StdEncoding.EncodeToString([]byte(s))
}
