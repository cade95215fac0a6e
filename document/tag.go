package document

import "bytes"

// A span is doc[lo:hi].
type span struct{ lo, hi int }

// An attr is one attribute of a start tag, as spans of the document.
type attr struct {
	name, value span
	quoted      bool
}

// scanTag reads the start tag at doc[lo:hi] (doc[lo] is "<") as
// golang.org/x/net/html's tokenizer reads it (the HTML Standard's tag
// states, Sections 13.2.5.8 to 13.2.5.40): the name runs to white space,
// "/" or ">"; an attribute name may start with "=", and runs to white
// space, "/", ">" or "="; a value is quoted with " or ' (running to the
// same quote, or to hi), or unquoted (running to white space or ">"). It
// appends every attribute with a name to attrs. The tokenizer keeps only the first attribute of each name:
// callers take the first (see find). The tokenizer does
// not say where an attribute stands; this scan, over the same bytes with
// the same rules, does.
func scanTag(doc []byte, lo, hi int, attrs []attr) []attr {
	i := skipSpace(doc, tagNameEnd(doc, lo+1, hi), hi)
	for i < hi && doc[i] != '>' {
		a := attr{name: span{lo: i}}
		for i < hi {
			c := doc[i]
			if c == '=' && i == a.name.lo {
				i++
				continue
			}
			if c == '=' || c == '/' || c == '>' || isSpace(c) {
				break
			}
			i++
		}
		a.name.hi = i
		a.value = span{i, i}
		i = skipSpace(doc, i, hi)
		switch {
		case i >= hi:
		case doc[i] == '/':
			i++
		case doc[i] != '=':
		default:
			i = skipSpace(doc, i+1, hi)
			if i >= hi {
				break
			}
			switch q := doc[i]; q {
			case '>':
			case '"', '\'':
				a.quoted = true
				a.value.lo = i + 1
				j := hi
				if k := bytes.IndexByte(doc[a.value.lo:hi], q); k >= 0 {
					j = a.value.lo + k
				}
				a.value.hi = j
				i = min(j+1, hi)
			default:
				a.value.lo = i
				for i < hi && !isSpace(doc[i]) && doc[i] != '>' {
					i++
				}
				a.value.hi = i
				if i < hi && doc[i] != '>' {
					i++
				}
			}
		}
		if a.name.hi > a.name.lo {
			attrs = append(attrs, a)
		}
		i = skipSpace(doc, i, hi)
	}
	return attrs
}

// tagNameEnd returns the end of the tag name starting at doc[i]: the
// first white space, "/" or ">".
func tagNameEnd(doc []byte, i, hi int) int {
	for i < hi && !isSpace(doc[i]) && doc[i] != '/' && doc[i] != '>' {
		i++
	}
	return i
}

// indexFold returns the index of the first occurrence of s (lower case)
// in b, ignoring ASCII case, or -1.
func indexFold(b []byte, s string) int {
	for i := 0; i+len(s) <= len(b); i++ {
		if lower(b[i]) == s[0] && equalFoldString(b[i:i+len(s)], s) {
			return i
		}
	}
	return -1
}

// find returns the first attribute called name (lower case), if any.
func find(doc []byte, attrs []attr, name string) (attr, bool) {
	for _, a := range attrs {
		if equalFoldString(doc[a.name.lo:a.name.hi], name) {
			return a, true
		}
	}
	return attr{}, false
}

func skipSpace(doc []byte, i, hi int) int {
	for i < hi && isSpace(doc[i]) {
		i++
	}
	return i
}

// isSpace reports the white space of the HTML tokenizer: tab, LF, FF, CR
// and space.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func equalFold(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if lower(a[i]) != lower(b[i]) {
			return false
		}
	}
	return true
}

// equalFoldString compares b with s, which is lower case.
func equalFoldString(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range b {
		if lower(b[i]) != s[i] {
			return false
		}
	}
	return true
}
