// Package htparse is HTParse of CERN's WWW Library (libwww 2.11,
// Library/Implementation/HTParse.c: scan, HTParse and HTSimplify, read at
// github.com/AftGangAglay/libwww93, commit 6a2fa95 "WWW2.11"), the
// resolver that NCSA Mosaic took into its libwww2 and Lynx into libwww-FM,
// each changing some of it. The client profiles mosaic2 and lynx2 share
// it: what a fork changed is a [Fork]'s hooks, and each profile's package
// doc names the file and function of its own source for every step.
//
// HTParse(aName, relatedName, wanted) scans both names into their parts
// (an access, a host, an absolute or a relative path, an anchor) and
// builds the result a part at a time: the access given, else the
// related name's (and where both have one and they differ, nothing else
// of the related name is inherited); the host likewise, cleaned
// (CLEAN_URLS); the path given when absolute, else the related path up
// to its last "/" before any "?" followed by the relative path given, the
// whole simplified by HTSimplify; the anchor. [Fork.Parse] does that with
// PARSE_ACCESS, PARSE_HOST, PARSE_PATH and PARSE_PUNCTUATION, and
// PARSE_ANCHOR when asked.
//
// The C builds the result in a string it strcats to and shifts in place;
// this package appends to one buffer the caller gives, and HTSimplify
// builds its bytes in one pass, so that resolving allocates once and runs
// in linear time.
package htparse

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
)

// Parts is what scan finds in a name: each part is defined or not, as the
// C pointers of struct_parts were NULL or not.
type Parts struct {
	Access, Host, Path, Anchor             string
	HasAccess, HasHost, HasPath, HasAnchor bool
	// Absolute: the path followed a "/" (which Path does not hold).
	Absolute bool
}

// Describe lists the parts defined, for a trace: `access="http"
// host="a" absolute="b/c"`, or "nothing".
func (p Parts) Describe() string {
	var out []string
	add := func(has bool, k, v string) {
		if has {
			out = append(out, k+"="+strconv.Quote(v))
		}
	}
	add(p.HasAccess, "access", p.Access)
	add(p.HasHost, "host", p.Host)
	add(p.HasPath && p.Absolute, "absolute", p.Path)
	add(p.HasPath && !p.Absolute, "relative", p.Path)
	add(p.HasAnchor, "anchor", p.Anchor)
	if len(out) == 0 {
		return "nothing"
	}
	return strings.Join(out, " ")
}

// Scan is scan() of CERN's HTParse.c, as libwww2 kept it: the access name
// ends at the first ":" seen before any "/" or "#", and what follows the
// last such ":" is the rest; the anchor follows the first "#", up to a
// second one (the C cuts the string at every "#"); "//" starts a host, up
// to the next "/"; a path after "/" is absolute, else relative. With an
// access but no host, the anchor is put back into the path: "Access
// specified but no host: the anchor was not really one"
// (news:j462#36487@foo.bar). libwww-FM scans otherwise (lynx2's scan).
func Scan(s string) (p Parts) {
	if s == "" {
		return p
	}
	afterAccess := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ':' {
			if !p.HasAccess {
				// The first colon ends the access name; later ones end
				// only what is skipped before the rest.
				p.Access, p.HasAccess = s[:i], true
			}
			afterAccess = i + 1
		}
		if c == '/' || c == '#' {
			break
		}
	}
	end := len(s)
	if h := strings.IndexByte(s, '#'); h >= 0 {
		end = h
		a := s[h+1:]
		if k := strings.IndexByte(a, '#'); k >= 0 {
			a = a[:k] // every "#" ended a string: a second one ends the anchor
		}
		p.Anchor, p.HasAnchor = a, true
	}
	if afterAccess > end {
		afterAccess = end
	}
	rest := s[afterAccess:end]
	switch {
	case strings.HasPrefix(rest, "//"):
		h := rest[2:]
		p.HasHost = true
		if k := strings.IndexByte(h, '/'); k >= 0 {
			p.Host, p.Path, p.HasPath, p.Absolute = h[:k], h[k+1:], true, true
		} else {
			p.Host = h
		}
	case strings.HasPrefix(rest, "/"):
		p.Path, p.HasPath, p.Absolute = rest[1:], true, true
	case rest != "":
		p.Path, p.HasPath = rest, true
	}
	if p.HasAccess && !p.HasHost && p.HasAnchor {
		// The "#" is restored, so the path runs on through the anchor,
		// the same bytes of s (a path that was not there stays
		// undefined).
		if p.HasPath {
			p.Path = s[end-len(p.Path) : end+1+len(p.Anchor)]
		}
		p.Anchor, p.HasAnchor = "", false
	}
	return p
}

// Rules are the places of a fork's source that its trace cites.
type Rules struct {
	Scan, Access, Host, CleanURLs, Path, Simplify, Anchor dialect.Rule
}

// RulesOf returns the rules of the program doc, whose HTParse.c is at
// file: "libwww2/HTParse.c" in NCSA Mosaic 2.7.
func RulesOf(doc, file string) Rules {
	at := func(function, step string) dialect.Rule {
		return dialect.Rule{Doc: doc, Sec: file, Function: function, Step: step}
	}
	return Rules{
		Scan:      at("scan", ""),
		Access:    at("HTParse", "access"),
		Host:      at("HTParse", "host"),
		CleanURLs: at("HTParse", "CLEAN_URLS"),
		Path:      at("HTParse", "path"),
		Simplify:  at("HTSimplify", ""),
		Anchor:    at("HTParse", "anchor"),
	}
}

// A Fork is one program's copy of HTParse: where its trace cites the
// source, how the trace words the steps, and the hooks for what the
// program changed of CERN's code.
type Fork struct {
	Rules Rules
	// AccessSteps are the words of the access step when the access is
	// the given name's and when it is the related name's.
	AccessSteps [2]string
	// Related is how the trace names the related name: "current"
	// (Mosaic: the current document's URL) or "related" (Lynx).
	Related string
	// CleanURLs does what the fork's CLEAN_URLS does to b, which holds
	// "//" and the host from index tail on: drop a default port, a "."
	// that ends the host name, ... It reports whether it changed b, and
	// CleanURLsStep words the step it then records.
	CleanURLs     func(b []byte, tail int, access string, hasAccess bool) ([]byte, bool)
	CleanURLsStep string
	// AbsolutePath, when not nil, reports whether a relative path given
	// is taken as absolute, the result being b so far and the access
	// access (Lynx's for a news URL with a host); AbsolutePathStep words
	// the step.
	AbsolutePath     func(b []byte, access string) bool
	AbsolutePathStep string
	// NoPath, when not nil, writes what goes where neither name has a
	// path; CERN's HTParse writes "/" ("No inheritance").
	NoPath func(b []byte, aName string) []byte
	// KeepEmptyAnchor: an empty anchor given (a "#" at the end) is
	// written, as CERN's "given.anchor ? given.anchor : related.anchor"
	// does; libwww-FM writes the given anchor only when it is not empty,
	// and the related one only when none is given.
	KeepEmptyAnchor bool
	// Simplify is the fork's HTSimplify.
	Simplify Simplify
}

// Parse is HTParse(aName, related, PARSE_ACCESS | PARSE_HOST |
// PARSE_PATH | PARSE_PUNCTUATION), with PARSE_ANCHOR when withAnchor, for
// aName scanned into given and the related name into related: the result
// is appended to b. rec may be nil.
func (f *Fork) Parse(b []byte, given, related Parts, aName string, withAnchor bool, rec *clientcore.Recorder) []byte {
	r := &f.Rules
	access, hasAccess := related.Access, related.HasAccess
	if given.HasAccess {
		access, hasAccess = given.Access, true
	}
	if hasAccess {
		b = append(b, access...)
		b = append(b, ':')
		if given.HasAccess {
			rec.StepBytes(r.Access, f.AccessSteps[0], b)
		} else {
			rec.StepBytes(r.Access, f.AccessSteps[1], b)
		}
	}
	if given.HasAccess && related.HasAccess && given.Access != related.Access {
		// "If different, inherit nothing."
		related.HasHost, related.HasPath, related.HasAnchor = false, false, false
		rec.StepBytes(r.Access, "the accesses differ: inherit nothing", b)
	}
	if given.HasHost || related.HasHost {
		host := related.Host
		if given.HasHost {
			host = given.Host
		}
		tail := len(b)
		b = append(b, "//"...)
		b = append(b, host...)
		rec.StepBytes(r.Host, "the host", b)
		var changed bool
		if b, changed = f.CleanURLs(b, tail, access, hasAccess); changed {
			rec.StepBytes(r.CleanURLs, f.CleanURLsStep, b)
		}
	}
	if given.HasHost && related.HasHost && given.Host != related.Host {
		// "If different hosts, inherit no path."
		related.HasPath, related.HasAnchor = false, false
		rec.StepBytes(r.Host, "the hosts differ: inherit no path", b)
	}
	if f.AbsolutePath != nil && hasAccess && given.HasPath && !given.Absolute && f.AbsolutePath(b, access) {
		given.Absolute = true
		rec.StepBytes(r.Path, f.AbsolutePathStep, b)
	}
	b = f.path(b, given, related, aName, rec)
	keep := given.HasAnchor || related.HasAnchor
	if !f.KeepEmptyAnchor && given.HasAnchor && given.Anchor == "" {
		keep = false
	}
	if withAnchor && keep {
		a := related.Anchor
		if given.HasAnchor {
			a = given.Anchor
		}
		b = append(b, '#')
		b = append(b, a...)
		rec.StepBytes(r.Anchor, "add the anchor", b)
	}
	return b
}

// path appends the path HTParse builds.
func (f *Fork) path(b []byte, given, related Parts, aName string, rec *clientcore.Recorder) []byte {
	r := &f.Rules
	switch {
	case given.HasPath && given.Absolute:
		b = append(b, '/')
		b = append(b, given.Path...)
		rec.StepBytes(r.Path, "the absolute path is given", b)
	case related.HasPath && related.Absolute:
		b = append(b, '/')
		b = append(b, related.Path...)
		if !given.HasPath {
			if rec.On() {
				rec.StepBytes(r.Path, "adopt the "+f.Related+" path", b)
			}
			break
		}
		// The last "/" before the first "?" of the whole result, or the
		// last "/" of it: the search part is inherited as path.
		from := len(b) - 1
		if q := bytes.IndexByte(b, '?'); q >= 0 {
			from = q
		}
		for from >= 0 && b[from] != '/' {
			from--
		}
		b = append(b[:from+1], given.Path...)
		rec.StepBytes(r.Path, "remove the file name after the last \"/\" (before any \"?\") and add the relative path", b)
		b = f.Simplify.run(b, r.Simplify, rec)
	case given.HasPath:
		b = append(b, given.Path...)
		rec.StepBytes(r.Path, "no absolute path to inherit: the relative path as given", b)
	case related.HasPath:
		b = append(b, related.Path...)
		if rec.On() {
			rec.StepBytes(r.Path, "inherit the "+f.Related+" relative path", b)
		}
	default:
		if f.NoPath != nil {
			b = f.NoPath(b, aName)
		} else {
			b = append(b, '/')
		}
		rec.StepBytes(r.Path, "no path at all: \"/\"", b)
	}
	return b
}

// Simplify says what a fork changed of CERN's HTSimplify, which scans the
// whole result from its third byte:
//
//   - "/.." followed by "/" or the end removes the segment before it with
//     it, unless there is no "/" before that segment, the segment is "..",
//     or the "/" before it follows another "/" (the host's "//"), so that
//     ".." never climbs above the host; the scan goes on from where the
//     segment started; where nothing is left, the result is "/";
//   - "/." followed by "/" or the end is removed ("Remove a slash and a
//     dot"), and the byte that comes next is not examined (so "/././"
//     leaves "/./", and "./../g" keeps its "..").
//
// The zero value is CERN's, which libwww2 kept.
type Simplify struct {
	// DotAgain: "/./" loses its "/." and the "/" after it is examined
	// again, so every "./" goes; a "." at the end after a "/" goes, the
	// "/" stays (libwww-FM).
	DotAgain bool
	// NoRoot: a result that "/xxx/.." leaves empty stays empty
	// (libwww-FM).
	NoRoot bool
}

// run simplifies s in place. The C shifts the rest of the string left at
// each removal; this builds the result once, which gives the same bytes
// in linear time.
func (sp Simplify) run(s []byte, rule dialect.Rule, rec *clientcore.Recorder) []byte {
	if len(s) < 2 {
		return s
	}
	// out is written in place: it never grows past what has been read.
	out := s[:2]
	state := func(i int) func() string {
		return func() string { return string(out) + string(s[i:]) }
	}
	i := 2
	for i < len(s) {
		if s[i] != '/' {
			out = append(out, s[i])
			i++
			continue
		}
		switch {
		case i+2 < len(s) && s[i+1] == '.' && s[i+2] == '.' && (i+3 == len(s) || s[i+3] == '/'):
			q := len(out) - 1
			for q >= 0 && out[q] != '/' {
				q--
			}
			if q >= 0 && string(out[q:]) != "/.." && !(q-1 > 0 && out[q-1] == '/') {
				if rec.On() {
					rec.Repeat(rule, "remove \""+string(out[q:])+"/..\"", func() string { return string(out[:q]) + string(s[i+3:]) })
				}
				out = out[:q]
				i += 3
				if !sp.NoRoot && len(out) == 0 && i == len(s) {
					out = append(out, '/')
				}
				continue
			}
			out = append(out, '/')
			i++
		case sp.DotAgain && i+2 < len(s) && s[i+1] == '.' && s[i+2] == '/':
			i += 2
			if rec.On() {
				rec.Repeat(rule, "remove \"./\"", state(i))
			}
		case sp.DotAgain && i+2 == len(s) && s[i+1] == '.':
			out = append(out, '/')
			i = len(s)
			if rec.On() {
				rec.Repeat(rule, "remove the \".\" at the end", state(i))
			}
		case !sp.DotAgain && i+1 < len(s) && s[i+1] == '.' && (i+2 == len(s) || s[i+2] == '/'):
			if i+2 == len(s) {
				i = len(s)
				if rec.On() {
					rec.Repeat(rule, "remove \"/.\" at the end", state(i))
				}
				break
			}
			out = append(out, '/')
			i += 3
			if rec.On() {
				rec.Repeat(rule, "remove \"/.\" and pass over the \"/\" after it", state(i))
			}
		default:
			out = append(out, '/')
			i++
		}
	}
	if rec.On() {
		rec.Flush("remove dot segments", string(out))
	}
	return out
}
