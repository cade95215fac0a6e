package whatwg

import "unsafe"

// unsafeString views b as a string without copying it, for a base whose
// serialization lives in a pooled parser's buffer only while it is used.
func unsafeString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}
