package warcgen

import (
	"bytes"
	"strings"
)

// The damaged and unusual shapes real WARC files have, made from valid
// records by editing their bytes, for the archive layer's tests and fuzz
// targets (archive/shapes_test.go, docs/archives.md).

// SetField gives the first header field named name (any case) the value
// written as value, keeping the block as it is; a record without the
// field is returned unchanged.
func SetField(rec []byte, name, value string) []byte {
	return editField(rec, name, func(string) (string, bool) { return value, true })
}

// DropField removes the first header field named name.
func DropField(rec []byte, name string) []byte {
	return editField(rec, name, func(string) (string, bool) { return "", false })
}

// AngleBrackets writes the record's WARC-Target-URI in angle brackets,
// as wget 1.14 to 1.20 did.
func AngleBrackets(rec []byte) []byte {
	return editField(rec, "WARC-Target-URI", func(v string) (string, bool) { return "<" + v + ">", true })
}

// LowerCase writes the version line and the T and Z of WARC-Date in lower
// case ("warc/1.1", "2006-03-01t12:00:00z"), both valid.
func LowerCase(rec []byte) []byte {
	out := editField(rec, "WARC-Date", func(v string) (string, bool) { return strings.ToLower(v), true })
	copy(out, "warc/")
	return out
}

// editField rewrites the first header field named name with edit, which
// returns the new value, or false to drop the field.
func editField(rec []byte, name string, edit func(string) (string, bool)) []byte {
	head, block, ok := bytes.Cut(rec, []byte("\r\n\r\n"))
	if !ok {
		return rec
	}
	lines := strings.Split(string(head), "\r\n")
	for i, l := range lines {
		n, v, found := strings.Cut(l, ":")
		if !found || i == 0 || !strings.EqualFold(strings.TrimSpace(n), name) {
			continue
		}
		if nv, keep := edit(strings.TrimSpace(v)); keep {
			lines[i] = n + ": " + nv
		} else {
			lines = append(lines[:i], lines[i+1:]...)
		}
		break
	}
	out := []byte(strings.Join(lines, "\r\n") + "\r\n\r\n")
	return append(out, block...)
}
