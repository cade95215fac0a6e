package captures

import (
	"bytes"
	"encoding/json"
	"strconv"
)

// AppendCDXJ appends the capture's CDXJ line to b, without its newline,
// as pywb's indexer writes one: "KEY TIMESTAMP {JSON}" with the JSON's
// keys in pywb's order (url, mime, status, digest, length, offset,
// filename), every value a string, a key left out when the capture has
// no value for it (no status recorded, no offset), and ", " and ": "
// between them. A revisit has no status, as pywb writes it: its status
// is its original's. The line reads back as the same capture
// (OpenIndex).
func (c *Capture) AppendCDXJ(b []byte) []byte {
	b = append(b, c.Key...)
	b = append(b, ' ')
	b = append(b, c.Timestamp...)
	b = append(b, " {"...)
	first := true
	field := func(name, value string) {
		if value == "" {
			return
		}
		if !first {
			b = append(b, ", "...)
		}
		first = false
		b = appendJSONString(b, name)
		b = append(b, ": "...)
		b = appendJSONString(b, value)
	}
	number := func(n int64, ok bool) string {
		if !ok {
			return ""
		}
		return strconv.FormatInt(n, 10)
	}
	field("url", c.URL)
	field("mime", c.Mime)
	field("status", number(int64(c.Status), c.Status > 0 && !c.Revisit))
	field("digest", c.Digest)
	field("length", number(c.Length, c.Length >= 0))
	field("offset", number(c.Offset, c.Offset >= 0))
	field("filename", c.File)
	return append(b, '}')
}

// appendJSONString appends s as a JSON string, with "<", ">" and "&" as
// they are (as pywb and warcio.js write them), not as encoding/json's
// HTML-safe escapes.
func appendJSONString(b []byte, s string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return append(b, bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...)
}
