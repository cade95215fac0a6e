package archive

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io"
	"strings"
)

// Detect names the format of an input from its first bytes (decompressed,
// when the input is gzip): "WARC/" starts a WARC file, "filedesc://" an
// ARC file, a line of the form "URL IP-address 14-digit-date type length"
// an ARC file without its version block; a first line that names a
// document and a reference column, separated by tabs or commas, a link
// table, as does a first line holding a JSON object with such keys.
// Anything else is a document. A WARC file whose metadata records hold
// WAT JSON is read as WARC, its records marked FormatWAT.
func Detect(head []byte) Format {
	trimmed := bytes.TrimLeft(head, "\r\n\t ")
	switch {
	case len(trimmed) >= len(warcMagic) && bytes.EqualFold(trimmed[:len(warcMagic)], warcMagic):
		// ABNF strings are case-insensitive (RFC 2234, Section 2.3):
		// "warc/1.0" starts a record too.
		return FormatWARC
	case bytes.HasPrefix(trimmed, []byte("filedesc://")):
		return FormatARC
	}
	line, _, _ := bytes.Cut(trimmed, []byte("\n"))
	line = bytes.TrimRight(line, "\r")
	if _, ok := parseAnyARCHeader(string(line)); ok {
		return FormatARC
	}
	if indexLine(head, line) {
		return FormatIndex
	}
	if bytes.HasPrefix(line, []byte("{")) {
		var obj map[string]any
		if json.Unmarshal(line, &obj) == nil {
			keys := make([]string, 0, len(obj))
			for k := range obj {
				keys = append(keys, k)
			}
			if _, err := newColumns(keys); err == nil {
				return FormatJSONL
			}
		}
	}
	if bytes.IndexByte(line, '\t') >= 0 {
		if _, err := newColumns(strings.Split(string(line), "\t")); err == nil {
			return FormatTSV
		}
	}
	if bytes.IndexByte(line, ',') >= 0 {
		if names, err := csv.NewReader(bytes.NewReader(line)).Read(); err == nil {
			if _, err := newColumns(names); err == nil {
				return FormatCSV
			}
		}
	}
	return FormatDocument
}

func detect(head []byte) parser {
	switch f := Detect(head); f {
	case FormatWARC:
		return newWARCParser()
	case FormatARC:
		return &arcParser{}
	case FormatTSV, FormatJSONL, FormatCSV:
		return &tableParser{kind: f}
	case FormatIndex:
		return &indexParser{}
	default:
		return &documentParser{}
	}
}

// leadingJunkWindow is how far into an input a record start is looked
// for when the input does not start with one: far enough for the stray
// bytes disks and transfers add (a NUL, a byte-order mark, a byte before
// a gzip member, a damaged first member), near enough, with each start
// checked (a gzip member that opens and decodes, a WARC version line and
// field), that a document is not mistaken for an archive.
const leadingJunkWindow = 64 << 10

var arcMagic = []byte("filedesc://")

// leadingJunk returns the number of bytes before the first record start
// in head, the first bytes of an input that does not start with a record:
// a gzip member header (1f 8b 08, reserved flags clear), a WARC version
// line followed by a WARC field, or an ARC version block's filedesc line
// (one that parses: a text quoting "filedesc://" is no ARC file). It returns 0
// when head starts with a record or holds none in its window.
func leadingJunk(head []byte) int {
	if bytes.HasPrefix(head, gzipMagic) || bytes.HasPrefix(head, zstdMagic) || isSkippableFrame(head) {
		return 0
	}
	if f := Detect(head); f != FormatDocument {
		if f == FormatWARC || f == FormatARC {
			// White space before the first record: the record starts
			// after it.
			return len(head) - len(bytes.TrimLeft(head, "\r\n\t "))
		}
		return 0
	}
	head = head[:min(len(head), leadingJunkWindow)]
	for i := 1; i < len(head); i++ {
		rest := head[i:]
		switch {
		case len(rest) >= 4 && rest[0] == 0x1f && rest[1] == 0x8b && rest[2] == 8 && rest[3]&0xe0 == 0 && gzipMemberAt(rest, nil):
			return i
		case bytes.HasPrefix(rest, arcMagic) && arcStart(rest):
			return i
		case len(rest) >= len(warcMagic) && bytes.EqualFold(rest[:len(warcMagic)], warcMagic) && warcStart(rest):
			return i
		}
	}
	return 0
}

// arcStart reports whether b starts with a line that is an ARC header
// line.
func arcStart(b []byte) bool {
	line, _, _ := bytes.Cut(b[:min(len(b), maxARCHeaderLine)], []byte("\n"))
	_, ok := parseAnyARCHeader(string(bytes.TrimRight(line, "\r")))
	return ok
}

// warcStart reports whether b starts with a WARC version line and a
// field whose name starts "WARC-" or "Content-".
func warcStart(b []byte) bool {
	line, rest, ok := bytes.Cut(b, []byte("\n"))
	if !ok || len(line) > 32 {
		return false
	}
	next, _, _ := bytes.Cut(rest, []byte(":"))
	next = bytes.ToLower(next)
	return bytes.HasPrefix(next, []byte("warc-")) || bytes.HasPrefix(next, []byte("content-"))
}

// indexLine reports whether an input is a CDX or CDXJ index, by its first
// line: CDX's legend line (" CDX N b a m s k r M S V g", the field letters
// of the Internet Archive's CDX format; the leading space is optional in
// files written since), or a CDXJ line ("SURT 14-digit-timestamp {JSON}",
// as pywb and webrecorder's tools write it).
func indexLine(head, line []byte) bool {
	if bytes.HasPrefix(head, []byte(" CDX ")) || bytes.HasPrefix(head, []byte("CDX ")) {
		return true
	}
	f := bytes.SplitN(line, []byte(" "), 3)
	// A SURT key holds ")" after its host ("com,example)/"), and no
	// markup.
	return len(f) == 3 && bytes.Contains(f[0], []byte(")")) && !bytes.ContainsAny(f[0], "<>\"") && len(f[1]) >= 14 && isDigits(string(f[1])) && bytes.HasPrefix(f[2], []byte("{"))
}

// indexParser reads a CDX or CDXJ index as one record of type "index":
// an index points into archives and holds no document, so it is counted
// as skipped ("index file"), never read as a document.
type indexParser struct{}

func (p *indexParser) format() Format  { return FormatIndex }
func (p *indexParser) marks() [][]byte { return nil }

func (p *indexParser) next(s *stream, r *Reader) (*Record, error) {
	start := s.pos()
	n, err := io.Copy(io.Discard, s.br)
	if err != nil {
		return nil, err
	}
	return &Record{Format: FormatIndex, Type: "index", Offset: start, Length: n}, nil
}
