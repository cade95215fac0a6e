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
	queryStart, fragStart, ok := plainTail(s, pathStart)
	if !ok {
		return false
	}
	rec.reset()
	rec.schemeEnd, rec.kind = colon, kind
	rec.authStart, rec.hostStart, rec.hostEnd, rec.portStart = hostStart, hostStart, hostEnd, portStart
	rec.pathStart, rec.queryStart, rec.fragStart = pathStart, queryStart, fragStart
	return true
}

// quickResolve is the basic URL parser on ref against the base b, for a
// reference of the commonest shapes, under UTF-8: a fragment ("#f"), a
// query ("?q", "?q#f"), an absolute path ("/a/b?q#f") and a relative path
// led by any number of "./" and "../" ("../a/b?q#f"), all of plain bytes
// with no other segment starting with '.', against a special base other
// than a file: URL. Then each state copies what it reads, and the result
// is the start of the base's serialization, up to where the reference
// takes over, and the reference; for a relative path, the base's path is
// shortened once, and once more for each "../", and the "./" are dropped.
// It writes the result to p.out and its record to p.record, and reports
// whether it did; it refuses any other reference, which goes to the
// parser.
func (p *parser) quickResolve(b *baseURL, ref string) bool {
	if len(ref) == 0 || b.kind == notSpecial || b.kind == schemeFile || b.authStart < 0 || b.opaque || b.dotPrefix {
		return false
	}
	end := 0     // the base's serialization up to end is the result's start
	refFrom := 0 // and ref[refFrom:] its end
	switch ref[0] {
	case '#':
		end = len(b.src)
		if b.fragStart >= 0 {
			end = b.fragStart
		}
	case '?':
		end = b.pathEnd(len(b.src))
	case '/':
		if len(ref) > 1 && (ref[1] == '/' || ref[1] == '\\') {
			return false // a network-path reference
		}
		end = b.pathStart
	default:
		if isAlpha(int(ref[0])) {
			j := 1
			for j < len(ref) && schemeLower[ref[j]] != 0 {
				j++
			}
			if j < len(ref) && ref[j] == ':' {
				return false // a scheme
			}
		}
		path := b.src[b.pathStart:b.pathEnd(len(b.src))]
		dir := max(strings.LastIndexByte(path, '/'), 0)
		for {
			if strings.HasPrefix(ref[refFrom:], "./") {
				refFrom += 2
			} else if strings.HasPrefix(ref[refFrom:], "../") {
				refFrom += 3
				dir = max(strings.LastIndexByte(path[:dir], '/'), 0)
			} else {
				break
			}
		}
		if strings.HasPrefix(ref[refFrom:], ".") {
			return false
		}
		end = b.pathStart + dir
	}
	queryStart, fragStart, ok := plainTail(ref, refFrom)
	if !ok {
		return false
	}
	p.out = append(p.out[:0], b.src[:end]...)
	if refFrom > 0 || ref[0] != '/' && ref[0] != '?' && ref[0] != '#' {
		p.out = append(p.out, '/') // the path state opens the first segment
	}
	shift := len(p.out) - refFrom
	p.out = append(p.out, ref[refFrom:]...)
	p.record = b.record
	p.queryStart, p.fragStart = -1, -1
	switch {
	case queryStart >= 0:
		p.queryStart = queryStart + shift
	case ref[0] == '#' && b.queryStart >= 0:
		p.queryStart = b.queryStart // the base's query stays
	}
	if fragStart >= 0 {
		p.fragStart = fragStart + shift
	}
	return true
}

// plainTail reads s from i as the path, query and fragment of a special
// URL that each state of the parser only copies: plain bytes, and no
// path segment but the first starting with '.' (the callers check the
// first). It returns where the query's '?' and the fragment's '#' are, -1
// for none, and whether s is all such bytes. Neither '?' nor '#' is a
// plain byte of a path, so a path may be empty.
func plainTail(s string, i int) (queryStart, fragStart int, ok bool) {
	from := i
	i = plainRun(s, i, &segmentsPlain)
	if strings.Contains(s[from:i], "/.") {
		return -1, -1, false
	}
	queryStart, fragStart = -1, -1
	if i < len(s) && s[i] == '?' {
		queryStart = i
		i = plainRun(s, i+1, &specialQueryPlain)
	}
	if i < len(s) && s[i] == '#' {
		fragStart = i
		i = plainRun(s, i+1, &fragmentPlain)
	}
	return queryStart, fragStart, i == len(s)
}
