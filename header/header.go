// Package header is the one form in which uridialect passes a message
// header between its layers: the fields of a WARC or ARC record, of the
// HTTP message in its block, of a MIME part, in the order they came, names
// as written, duplicates kept, folded values unfolded. net/http's Header, a
// map of canonical names, loses the order of the fields and their names as
// written, which a reader of the archive sees; base establishment reads
// the first field of a name (dialect.BaseSource), and a WARC header may
// repeat a field (WARC-Concurrent-To, WARC 1.1, Section 5.7).
//
// Field names compare without regard to case, as RFC 822 (Section
// 3.4.7), HTTP (RFC 9110, Section 5.1: "Field names are case-insensitive")
// and WARC compare them. The package imports only the standard library,
// so that every layer, the dialects' contract included, can take it.
package header

import "strings"

// A Field is one header field: its name as written and its value, folded
// lines joined by a space.
type Field struct {
	Name, Value string
}

// Fields are the fields of one header, in order.
type Fields []Field

// Lookup returns the value of the first field called name, and whether
// there is one.
func (h Fields) Lookup(name string) (string, bool) {
	for _, f := range h {
		if strings.EqualFold(f.Name, name) {
			return f.Value, true
		}
	}
	return "", false
}

// Get returns the value of the first field called name, "" if none.
func (h Fields) Get(name string) string {
	v, _ := h.Lookup(name)
	return v
}

// Values returns the values of every field called name, in order.
func (h Fields) Values(name string) []string {
	var out []string
	for _, f := range h {
		if strings.EqualFold(f.Name, name) {
			out = append(out, f.Value)
		}
	}
	return out
}
