package rfc3986

// A literal, slow transcription of RFC 3986, Appendix B and Sections 5.2.2
// to 5.3, written to read like the text, with string buffers rewritten
// exactly as the text words it. The tests and fuzz targets check the fast
// implementation against it.

import (
	"regexp"
	"strings"
)

// specRegex is the regular expression of Appendix B, with (?s) so that
// "." matches a newline too ("will parse any string").
var specRegex = regexp.MustCompile(`(?s)^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)

// specURI holds the five components of Section 3; has* tell defined from
// undefined. The path is never undefined.
type specURI struct {
	scheme, authority, path, query, fragment       string
	hasScheme, hasAuthority, hasQuery, hasFragment bool
}

// specParse: "scheme = $2, authority = $4, path = $5, query = $7,
// fragment = $9", a group being <undefined> when it did not take part.
func specParse(s string) specURI {
	m := specRegex.FindStringSubmatchIndex(s)
	group := func(n int) (string, bool) {
		if m[2*n] < 0 {
			return "", false
		}
		return s[m[2*n]:m[2*n+1]], true
	}
	var u specURI
	u.scheme, u.hasScheme = group(2)
	u.authority, u.hasAuthority = group(4)
	u.path, _ = group(5)
	u.query, u.hasQuery = group(7)
	u.fragment, u.hasFragment = group(9)
	return u
}

// specResolve is the pseudocode of Section 5.2.2, line for line.
func specResolve(Base, R specURI, strict bool) (T specURI) {
	// -- A non-strict parser may ignore a scheme in the reference
	// -- if it is identical to the base URI's scheme.
	//
	// R.scheme == Base.scheme is read as equal ignoring ASCII case, as
	// Section 3.1 says "schemes are case-insensitive" (see the package doc).
	if !strict && R.hasScheme && specLower(R.scheme) == specLower(Base.scheme) {
		R.scheme, R.hasScheme = "", false
	}
	if R.hasScheme {
		T.scheme, T.hasScheme = R.scheme, true
		T.authority, T.hasAuthority = R.authority, R.hasAuthority
		T.path = specRemoveDotSegments(R.path)
		T.query, T.hasQuery = R.query, R.hasQuery
	} else {
		if R.hasAuthority {
			T.authority, T.hasAuthority = R.authority, true
			T.path = specRemoveDotSegments(R.path)
			T.query, T.hasQuery = R.query, R.hasQuery
		} else {
			if R.path == "" {
				T.path = Base.path
				if R.hasQuery {
					T.query, T.hasQuery = R.query, true
				} else {
					T.query, T.hasQuery = Base.query, Base.hasQuery
				}
			} else {
				if strings.HasPrefix(R.path, "/") {
					T.path = specRemoveDotSegments(R.path)
				} else {
					T.path = specMerge(Base, R.path)
					T.path = specRemoveDotSegments(T.path)
				}
				T.query, T.hasQuery = R.query, R.hasQuery
			}
			T.authority, T.hasAuthority = Base.authority, Base.hasAuthority
		}
		T.scheme, T.hasScheme = Base.scheme, Base.hasScheme
	}
	T.fragment, T.hasFragment = R.fragment, R.hasFragment
	return T
}

// specLower maps ASCII capitals to lower case, byte by byte.
func specLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// specMerge is Section 5.2.3.
func specMerge(Base specURI, refPath string) string {
	// "If the base URI has a defined authority component and an empty
	// path, then return a string consisting of "/" concatenated with the
	// reference's path; otherwise,"
	if Base.hasAuthority && Base.path == "" {
		return "/" + refPath
	}
	// "return a string consisting of the reference's path component
	// appended to all but the last segment of the base URI's path (i.e.,
	// excluding any characters after the right-most "/" in the base URI
	// path, or excluding the entire base URI path if it does not contain
	// any "/" characters)."
	if i := strings.LastIndex(Base.path, "/"); i >= 0 {
		return Base.path[:i+1] + refPath
	}
	return refPath
}

// specDotStep is one row of the table Section 5.2.4 prints: the step and
// the two buffers after it.
type specDotStep struct{ step, output, input string }

// specRemoveDotSegments is Section 5.2.4.
func specRemoveDotSegments(path string) string {
	out, _ := specRemoveDotSegmentsTable(path)
	return out
}

// specRemoveDotSegmentsTable is Section 5.2.4, recording the state of the
// two buffers after each step as the text's illustration does.
func specRemoveDotSegmentsTable(path string) (string, []specDotStep) {
	// 1.  The input buffer is initialized with the now-appended path
	//     components and the output buffer is initialized to the empty
	//     string.
	input, output := path, ""
	table := []specDotStep{{"1", output, input}}
	// 2.  While the input buffer is not empty, loop as follows:
	for input != "" {
		var step string
		switch {
		// A.  If the input buffer begins with a prefix of "../" or "./",
		//     then remove that prefix from the input buffer; otherwise,
		case strings.HasPrefix(input, "../"):
			input = strings.TrimPrefix(input, "../")
			step = "2A"
		case strings.HasPrefix(input, "./"):
			input = strings.TrimPrefix(input, "./")
			step = "2A"
		// B.  if the input buffer begins with a prefix of "/./" or "/.",
		//     where "." is a complete path segment, then replace that
		//     prefix with "/" in the input buffer; otherwise,
		case strings.HasPrefix(input, "/./"):
			input = "/" + strings.TrimPrefix(input, "/./")
			step = "2B"
		case input == "/.":
			input = "/"
			step = "2B"
		// C.  if the input buffer begins with a prefix of "/../" or "/..",
		//     where ".." is a complete path segment, then replace that
		//     prefix with "/" in the input buffer and remove the last
		//     segment and its preceding "/" (if any) from the output
		//     buffer; otherwise,
		case strings.HasPrefix(input, "/../"):
			input = "/" + strings.TrimPrefix(input, "/../")
			output = specRemoveLastSegment(output)
			step = "2C"
		case input == "/..":
			input = "/"
			output = specRemoveLastSegment(output)
			step = "2C"
		// D.  if the input buffer consists only of "." or "..", then remove
		//     that from the input buffer; otherwise,
		case input == "." || input == "..":
			input = ""
			step = "2D"
		// E.  move the first path segment in the input buffer to the end of
		//     the output buffer, including the initial "/" character (if
		//     any) and any subsequent characters up to, but not including,
		//     the next "/" character or the end of the input buffer.
		default:
			n := 0
			if strings.HasPrefix(input, "/") {
				n = 1
			}
			if i := strings.Index(input[n:], "/"); i >= 0 {
				n += i
			} else {
				n = len(input)
			}
			output += input[:n]
			input = input[n:]
			step = "2E"
		}
		table = append(table, specDotStep{step, output, input})
	}
	// 3.  Finally, the output buffer is returned as the result of
	//     remove_dot_segments.
	return output, table
}

// specRemoveLastSegment removes "the last segment and its preceding "/"
// (if any) from the output buffer".
func specRemoveLastSegment(output string) string {
	if i := strings.LastIndex(output, "/"); i >= 0 {
		return output[:i]
	}
	return ""
}

// specRecompose is Section 5.3.
func specRecompose(u specURI) string {
	result := ""
	if u.hasScheme {
		result += u.scheme
		result += ":"
	}
	if u.hasAuthority {
		result += "//"
		result += u.authority
	}
	result += u.path
	if u.hasQuery {
		result += "?"
		result += u.query
	}
	if u.hasFragment {
		result += "#"
		result += u.fragment
	}
	return result
}
