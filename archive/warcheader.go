package archive

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/header"
)

// The WARC header shapes writers really produced that gowarc does not
// read as they were meant (DESIGN.md, "Known gaps"). fixWARCHeader
// rewrites them before gowarc sees the header, byte for byte in place
// (every replacement has the length of what it replaces), so that every
// offset in the file stays true.
//
//   - A version line in any case ("warc/1.0"): ISO 28500, Section 4, gives
//     the header's grammar in RFC 2234 ABNF, whose quoted strings are
//     case-insensitive ("ABNF strings are case-insensitive", RFC 2234,
//     Section 2.3); JWAT reads valid-warcfile-upper-lower-case.warc.
//   - WARC-Target-URI in angle brackets, as wget 1.14 to 1.20 wrote it
//     after the WARC 1.0 text's own example: the brackets are removed,
//     with a warning.
//   - A lower-case "t" or "z" in WARC-Date: the field is a W3C-ISO8601
//     date, whose profile RFC 3339 says "T" and "Z" "may alternatively be
//     lower case" (RFC 3339, Section 5.6, NOTE). No warning: it is valid.
//   - A digest algorithm gowarc does not know ("monkeypowah:", in JWAT's
//     test files): the field is renamed so that gowarc leaves it
//     alone, and the record is read with a warning that its digest was not
//     checked.
//
// A Content-Length that is not a non-negative number fails its record
// here, saying so, instead of being read as some other length.
func fixWARCHeader(head []byte) (fixed []byte, warnings []Warning, err error) {
	if bytes.IndexByte(head, '\n') < 0 {
		return nil, nil, nil
	}
	edit := func() {
		if fixed == nil {
			fixed = bytes.Clone(head)
		}
	}
	if !bytes.HasPrefix(head, warcMagic) && len(head) >= len(warcMagic) && bytes.EqualFold(head[:len(warcMagic)], warcMagic) {
		edit()
		copy(fixed, warcMagic)
	}
	for _, f := range warcFields(head) {
		lineAt, valueAt, name := f.lineAt, f.valueAt, f.name
		line := head[lineAt:valueAt]
		region := head[valueAt:f.end]
		first := len(region) - len(bytes.TrimLeft(region, " \t\r\n"))
		last := len(bytes.TrimRight(region, " \t\r\n"))
		trimmed := []byte(strings.Join(strings.Fields(string(region)), " "))
		switch {
		case strings.EqualFold(name, "WARC-Target-URI"):
			if last-first >= 2 && region[first] == '<' && region[last-1] == '>' {
				edit()
				fixed[valueAt+first], fixed[valueAt+last-1] = ' ', ' '
				warnings = append(warnings, Warning{WarnHeader, "WARC-Target-URI in angle brackets (as wget 1.14-1.20 wrote it): brackets removed"})
			}
		case strings.EqualFold(name, "WARC-Date"):
			for i := first; i < last; i++ {
				if c := region[i]; c == 't' || c == 'z' {
					edit()
					fixed[valueAt+i] = c - 'a' + 'A'
				}
			}
		case strings.EqualFold(name, "WARC-Block-Digest") || strings.EqualFold(name, "WARC-Payload-Digest"):
			// Without a colon, gowarc takes the whole value for the
			// algorithm ("monkeypowah!", in JWAT's test files).
			algorithm, _, _ := bytes.Cut(trimmed, []byte(":"))
			if len(trimmed) == 0 || knownDigest(string(algorithm)) {
				continue
			}
			edit()
			// "WARC-" becomes "X-UD-" (unchecked digest): same length,
			// a field gowarc does not look at.
			copy(fixed[lineAt+bytes.Index(line, []byte(name)):], "X-UD-")
			warnings = append(warnings, Warning{WarnDigest, fmt.Sprintf("%s algorithm %q unknown: digest not checked", name, algorithm)})
		case strings.EqualFold(name, "Content-Length"):
			if n, perr := strconv.ParseInt(string(trimmed), 10, 64); perr != nil || n < 0 {
				what := "not a number"
				if perr == nil || strings.HasPrefix(string(trimmed), "-") {
					what = "negative"
				}
				return nil, nil, fmt.Errorf("Content-Length %q is %s: the record's extent is unknown", trimmed, what)
			}
		}
	}
	return fixed, warnings, nil
}

// A warcField is one named field of a WARC header: the offsets in the
// header of its line and of its value (after the colon, through its
// continuation lines), and its name.
type warcField struct {
	lineAt, valueAt, end int
	name                 string
}

// warcFields returns the named fields of a WARC header, head being its
// version line and its fields (through the blank line that ends them, or
// not), in order. A line without a colon is no field, and is passed
// over; a value runs on over continuation lines (ISO 28500, Section 4:
// "field-value = *( field-content | LWS )"), which JWAT's valid test
// files use.
func warcFields(head []byte) []warcField {
	lineEnd := bytes.IndexByte(head, '\n')
	if lineEnd < 0 {
		return nil
	}
	var fields []warcField
	for at := lineEnd + 1; at < len(head); {
		end := bytes.IndexByte(head[at:], '\n')
		if end < 0 {
			break
		}
		line := head[at : at+end]
		lineAt := at
		at += end + 1
		colon := bytes.IndexByte(line, ':')
		if colon < 0 || line[0] == ' ' || line[0] == '\t' {
			continue
		}
		for at < len(head) && (head[at] == ' ' || head[at] == '\t') {
			next := bytes.IndexByte(head[at:], '\n')
			if next < 0 {
				break
			}
			at += next + 1
		}
		fields = append(fields, warcField{lineAt: lineAt, valueAt: lineAt + colon + 1, end: at,
			name: string(bytes.TrimSpace(line[:colon]))})
	}
	return fields
}

// warcHeader returns the named fields of a WARC header as written: names
// as they are, each value with its continuation lines joined by a space,
// nothing repaired (wget's angle brackets stay).
func warcHeader(head []byte) header.Fields {
	fields := warcFields(head)
	h := make(header.Fields, len(fields))
	for i, f := range fields {
		var v []byte
		for _, line := range bytes.Split(head[f.valueAt:f.end], []byte("\n")) {
			if line = bytes.TrimSpace(line); len(line) > 0 {
				if len(v) > 0 {
					v = append(v, ' ')
				}
				v = append(v, line...)
			}
		}
		h[i] = header.Field{Name: f.name, Value: string(v)}
	}
	return h
}

// knownDigest reports whether gowarc checks digests of this algorithm.
func knownDigest(algorithm string) bool {
	switch strings.ToLower(algorithm) {
	case "md5", "sha1", "sha256", "sha512", "sha-1", "sha-256", "sha-512":
		return true
	}
	return false
}
