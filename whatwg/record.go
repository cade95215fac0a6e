package whatwg

// A schemeKind tells a special scheme (Section 4.2) from the others.
type schemeKind uint8

const (
	notSpecial schemeKind = iota
	schemeFTP
	schemeFile
	schemeHTTP
	schemeHTTPS
	schemeWS
	schemeWSS
)

// kindOf returns the kind of the lower-case scheme s. The special schemes
// are those of the table in Section 4.2: "ftp", "file", "http", "https",
// "ws" and "wss".
func kindOf[T string | []byte](s T) schemeKind {
	switch string(s) { // the conversion does not allocate in a switch
	case "http":
		return schemeHTTP
	case "https":
		return schemeHTTPS
	case "file":
		return schemeFile
	case "ftp":
		return schemeFTP
	case "ws":
		return schemeWS
	case "wss":
		return schemeWSS
	}
	return notSpecial
}

// defaultPort is the default port of each special scheme (Section 4.2),
// -1 for none ("file" has none, nor has any other scheme).
var defaultPort = [...]int{notSpecial: -1, schemeFTP: 21, schemeFile: -1, schemeHTTP: 80, schemeHTTPS: 443, schemeWS: 80, schemeWSS: 443}

// A record is a URL record (Section 4.1) held as its serialization
// (Section 4.5): offsets into the serialized text, where each component
// stands as the URL serializer writes it. Offsets are -1 for a component
// that is null.
type record struct {
	schemeEnd  int        // text[:schemeEnd] is the scheme; text[schemeEnd] is ':'
	kind       schemeKind // special or not
	authStart  int        // just after "//"; -1 when the host is null
	credEnd    int        // the '@' after the credentials, -1 when the URL has none
	hostStart  int        // the serialized host
	hostEnd    int
	portStart  int // just after the ':' of a port, -1 when the port is null
	pathStart  int // the path, after the "/." the serializer may put before it
	dotPrefix  bool
	queryStart int // the '?' before the query, -1 when the query is null
	fragStart  int // the '#' before the fragment, -1 when it is null
	opaque     bool
}

func (r *record) reset() {
	*r = record{authStart: -1, credEnd: -1, portStart: -1, pathStart: -1, queryStart: -1, fragStart: -1}
}

// pathEnd returns where the path ends in a text of length n.
func (r *record) pathEnd(n int) int {
	switch {
	case r.queryStart >= 0:
		return r.queryStart
	case r.fragStart >= 0:
		return r.fragStart
	}
	return n
}

// authEnd returns where the authority ends: where the path's text,
// with any "/." prefix, begins.
func (r *record) authEnd() int {
	if r.dotPrefix {
		return r.pathStart - 2
	}
	return r.pathStart
}

func (r *record) special() bool { return r.kind != notSpecial }

// A baseURL is a parsed base URL: its serialization and the record over
// it.
type baseURL struct {
	src string
	record
}

// firstSegment returns the first segment of a base's path (without its
// "/"), and whether it has one.
func (b *baseURL) firstSegment() (string, bool) {
	path := b.src[b.pathStart:b.pathEnd(len(b.src))]
	if b.opaque || len(path) == 0 {
		return "", false
	}
	path = path[1:]
	for i := 0; i < len(path); i++ {
		if path[i] == '/' {
			return path[:i], true
		}
	}
	return path, true
}
