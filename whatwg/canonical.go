package whatwg

import "strings"

// quickCanonical reports whether s is, by its shape alone, a URL's
// serialization that the basic URL parser gives back unchanged, and if so
// writes its record to rec. It knows only the commonest shape, and only
// under UTF-8 (a legacy encoding may rewrite a query): a special scheme
// other than "file", lower-case, then "//"; a domain of bytes the domain
// parser keeps as they are (lower-case ASCII, no '%', no forbidden domain
// code point) that does not end in a number; an optional port of decimal
// digits without a leading zero, at most 65535 and not the scheme's
// default; a path of plain bytes (those the path state copies as they
// are) in which no segment starts with '.', so none is a dot segment; and
// an optional query and fragment of plain bytes. For such a string each
// state of the parser copies what it reads, and the serializer writes it
// back. Any other s, a serialization or not, it leaves to the parser: it
// may say no to a serialization, never yes to another string.
func quickCanonical(s string, rec *record) bool {
	colon := strings.IndexByte(s[:min(len(s), 6)], ':') // "https:" is the longest
	if colon < 2 {
		return false
	}
	kind := kindOf(s[:colon])
	if kind == notSpecial || kind == schemeFile || !strings.HasPrefix(s[colon+1:], "//") {
		return false
	}
	hostStart := colon + 3
	i := hostStart
	for i < len(s) && domainLower[s[i]] == s[i] && s[i] != 0 {
		i++
	}
	hostEnd := i
	if hostEnd == hostStart || endsInNumber(s[hostStart:hostEnd]) {
		return false
	}
	portStart := -1
	if i < len(s) && s[i] == ':' {
		portStart = i + 1
		port := 0
		for i++; i < len(s) && isDigit(int(s[i])) && i-portStart < 5; i++ {
			port = port*10 + int(s[i]-'0')
		}
		if i == portStart || s[portStart] == '0' || port > 65535 || port == defaultPort[kind] {
			return false
		}
	}
	if i == len(s) || s[i] != '/' {
		return false
	}
	pathStart := i
	i = plainRun(s, i, &segmentsPlain)
	if strings.Contains(s[pathStart:i], "/.") {
		return false
	}
	queryStart, fragStart := -1, -1
	if i < len(s) && s[i] == '?' {
		queryStart = i
		i = plainRun(s, i+1, &specialQueryPlain)
	}
	if i < len(s) && s[i] == '#' {
		fragStart = i
		i = plainRun(s, i+1, &fragmentPlain)
	}
	if i != len(s) {
		return false
	}
	rec.reset()
	rec.schemeEnd, rec.kind = colon, kind
	rec.authStart, rec.hostStart, rec.hostEnd, rec.portStart = hostStart, hostStart, hostEnd, portStart
	rec.pathStart, rec.queryStart, rec.fragStart = pathStart, queryStart, fragStart
	return true
}
