package archive

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
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
func fixWARCHeader(head []byte) (fixed []byte, warnings []string, err error) {
	lineEnd := bytes.IndexByte(head, '\n')
	if lineEnd < 0 {
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
		// The value runs on over continuation lines (ISO 28500, Section
		// 4: "field-value = *( field-content | LWS )"), which JWAT's
		// valid test files use.
		valueAt := lineAt + colon + 1
		for at < len(head) && (head[at] == ' ' || head[at] == '\t') {
			next := bytes.IndexByte(head[at:], '\n')
			if next < 0 {
				break
			}
			at += next + 1
		}
		region := head[valueAt:at]
		first := len(region) - len(bytes.TrimLeft(region, " \t\r\n"))
		last := len(bytes.TrimRight(region, " \t\r\n"))
		trimmed := []byte(strings.Join(strings.Fields(string(region)), " "))
		name := string(bytes.TrimSpace(line[:colon]))
		switch {
		case strings.EqualFold(name, "WARC-Target-URI"):
			if last-first >= 2 && region[first] == '<' && region[last-1] == '>' {
				edit()
				fixed[valueAt+first], fixed[valueAt+last-1] = ' ', ' '
				warnings = append(warnings, "WARC-Target-URI in angle brackets (as wget 1.14-1.20 wrote it): brackets removed")
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
			warnings = append(warnings, fmt.Sprintf("%s algorithm %q unknown: digest not checked", name, algorithm))
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

// knownDigest reports whether gowarc checks digests of this algorithm.
func knownDigest(algorithm string) bool {
	switch strings.ToLower(algorithm) {
	case "md5", "sha1", "sha256", "sha512", "sha-1", "sha-256", "sha-512":
		return true
	}
	return false
}
