package archive

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
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
	case bytes.HasPrefix(trimmed, warcMagic):
		return FormatWARC
	case bytes.HasPrefix(trimmed, []byte("filedesc://")):
		return FormatARC
	}
	line, _, _ := bytes.Cut(trimmed, []byte("\n"))
	line = bytes.TrimRight(line, "\r")
	if _, ok := parseARCHeader(string(line), arcV1Fields); ok {
		return FormatARC
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
	default:
		return &documentParser{}
	}
}
