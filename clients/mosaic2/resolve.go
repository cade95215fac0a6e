package mosaic2

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// The places of Mosaic's source that the trace cites.
var (
	ruleNewlines   = dialect.Rule{Doc: client, Sec: "src/mo-www.c", Function: "mo_convert_newlines_to_spaces"}
	ruleKeepAnchor = dialect.Rule{Doc: client, Sec: "src/mo-www.c", Function: "mo_url_canonicalize_keep_anchor"}
	ruleScan       = dialect.Rule{Doc: client, Sec: "libwww2/HTParse.c", Function: "scan"}
	ruleAccess     = dialect.Rule{Doc: client, Sec: "libwww2/HTParse.c", Function: "HTParse", Step: "access"}
	ruleHost       = dialect.Rule{Doc: client, Sec: "libwww2/HTParse.c", Function: "HTParse", Step: "host"}
	ruleCleanURLs  = dialect.Rule{Doc: client, Sec: "libwww2/HTParse.c", Function: "HTParse", Step: "CLEAN_URLS"}
	rulePath       = dialect.Rule{Doc: client, Sec: "libwww2/HTParse.c", Function: "HTParse", Step: "path"}
	ruleSimplify   = dialect.Rule{Doc: client, Sec: "libwww2/HTParse.c", Function: "HTSimplify"}
	ruleAnchor     = dialect.Rule{Doc: client, Sec: "libwww2/HTParse.c", Function: "HTParse", Step: "anchor"}
	ruleResult     = dialect.Rule{Doc: client, Sec: "libwww2/HTParse.c", Function: "HTParse"}
)

// Resolve resolves ref against base as Mosaic did when its user clicked
// the link: the base without its anchor, then HTParse (see the package
// documentation). Both are read as their text. It fails only for a string
// longer than the limit.
func (d *Dialect) Resolve(base, ref dialect.Reference) (dialect.Reference, error) {
	return d.ResolveTrace(base, ref, nil)
}

// ResolveTrace resolves as Resolve does and reports each step to step,
// citing the function of Mosaic's source that takes it.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	bs, rs := base.String(), ref.String()
	for _, s := range []string{bs, rs} {
		if pe := dialectcore.CheckLength(name, s, d.opts.maxLength); pe != nil {
			return dialect.Reference{}, pe
		}
	}
	rec := clientcore.NewRecorder(step)
	res := resolve(bs, rs, &rec)
	return clientcore.Split(res, grammar), nil
}

// resolve is mo_url_canonicalize_keep_anchor(ref, base): HTParse of the
// base alone, which drops its anchor, then HTParse of ref against that,
// keeping ref's anchor. One buffer holds both: the result at its start,
// within HTParse's own bound ("Lots of space: more than enough": the
// lengths of the two names and 10), and the canonical base after that, so
// that resolving allocates once.
func resolve(base, ref string, rec *clientcore.Recorder) string {
	canonCap := len(base) + 10
	resCap := canonCap + len(ref) + 10
	buf := make([]byte, resCap+canonCap+len(ref))
	if b := convertNewlines(buf[resCap+canonCap:resCap+canonCap], ref); string(b) != ref {
		ref = clientcore.View(b)
		rec.Step(ruleNewlines, "newlines become spaces, leading white space goes", ref)
	}
	canonB := htparse(buf[resCap:resCap:resCap+canonCap], scan(base), parts{}, false, nil)
	canon := clientcore.View(canonB)
	rec.StepBytes(ruleKeepAnchor, "the current URL, parsed alone by HTParse without PARSE_ANCHOR: its anchor is dropped", canonB)
	given := scan(ref)
	if rec.On() {
		rec.Step(ruleScan, "scan the reference: "+given.describe(), ref)
	}
	res := clientcore.View(htparse(buf[:0:resCap], given, scan(canon), true, rec))
	rec.Step(ruleResult, "return the result", res)
	return res
}

// convertNewlines writes to dst what mo_convert_newlines_to_spaces
// (src/mo-www.c), which the click handler (src/gui.c, anchor_cb) calls on
// an HREF, makes of ref: every "\n" a space, then the leading white
// space (C's isspace) gone.
func convertNewlines(dst []byte, ref string) []byte {
	i := 0
	for i < len(ref) {
		switch ref[i] {
		case ' ', '\t', '\n', '\v', '\f', '\r':
			i++
			continue
		}
		break
	}
	for ; i < len(ref); i++ {
		c := ref[i]
		if c == '\n' {
			c = ' '
		}
		dst = append(dst, c)
	}
	return dst
}

// parts is what scan() finds: each field is defined or not, as the C
// pointers were NULL or not.
type parts struct {
	access, host, path, anchor             string
	hasAccess, hasHost, hasPath, hasAnchor bool
	absolute                               bool // path is absolute: it followed a "/", which path does not hold
}

func (p parts) describe() string {
	var out []string
	add := func(has bool, k, v string) {
		if has {
			out = append(out, k+"="+quote(v))
		}
	}
	add(p.hasAccess, "access", p.access)
	add(p.hasHost, "host", p.host)
	add(p.hasPath && p.absolute, "absolute", p.path)
	add(p.hasPath && !p.absolute, "relative", p.path)
	add(p.hasAnchor, "anchor", p.anchor)
	if len(out) == 0 {
		return "nothing"
	}
	return strings.Join(out, " ")
}

func quote(s string) string { return strconv.Quote(s) }

// scan is libwww2's scan(): the access name ends at the first ":" seen
// before any "/" or "#", and what follows the last such ":" is the rest;
// the anchor follows the first "#", up to a second one; "//" starts a
// host, up to the next "/"; a path after "/" is absolute, else relative.
// With an access but no host, the anchor is put back into the path
// ("news:j462#36487@foo.bar").
func scan(s string) (p parts) {
	if s == "" {
		return p
	}
	afterAccess := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ':' {
			if !p.hasAccess {
				// The first colon ends the access name; later ones end
				// only what is skipped before the rest.
				p.access, p.hasAccess = s[:i], true
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
		p.anchor, p.hasAnchor = a, true
	}
	if afterAccess > end {
		afterAccess = end
	}
	rest := s[afterAccess:end]
	switch {
	case strings.HasPrefix(rest, "//"):
		h := rest[2:]
		p.hasHost = true
		if k := strings.IndexByte(h, '/'); k >= 0 {
			p.host, p.path, p.hasPath, p.absolute = h[:k], h[k+1:], true, true
		} else {
			p.host = h
		}
	case strings.HasPrefix(rest, "/"):
		p.path, p.hasPath, p.absolute = rest[1:], true, true
	case rest != "":
		p.path, p.hasPath = rest, true
	}
	if p.hasAccess && !p.hasHost && p.hasAnchor {
		// "Access specified but no host: the anchor was not really one":
		// the "#" is restored, so the path runs on through the anchor
		// (a path that was not there stays undefined).
		if p.hasPath {
			// The path ran to the "#": it now runs on through the anchor,
			// the same bytes of s.
			p.path = s[end-len(p.path) : end+1+len(p.anchor)]
		}
		p.anchor, p.hasAnchor = "", false
	}
	return p
}

// htparse is HTParse(given, related, PARSE_ACCESS | PARSE_HOST |
// PARSE_PATH | PARSE_PUNCTUATION), with PARSE_ANCHOR when withAnchor.
func htparse(b []byte, given, related parts, withAnchor bool, rec *clientcore.Recorder) []byte {
	access, hasAccess := related.access, related.hasAccess
	if given.hasAccess {
		access, hasAccess = given.access, true
	}
	if hasAccess {
		b = append(b, access...)
		b = append(b, ':')
		if given.hasAccess {
			rec.StepBytes(ruleAccess, "the access is the reference's", b)
		} else {
			rec.StepBytes(ruleAccess, "the access is inherited", b)
		}
	}
	if given.hasAccess && related.hasAccess && given.access != related.access {
		// "If different, inherit nothing."
		related.hasHost, related.hasPath, related.hasAnchor = false, false, false
		rec.StepBytes(ruleAccess, "the accesses differ: inherit nothing", b)
	}
	if given.hasHost || related.hasHost {
		host := related.host
		if given.hasHost {
			host = given.host
		}
		b = cleanHost(b, host, access, hasAccess, rec)
	}
	if given.hasHost && related.hasHost && given.host != related.host {
		// "If different hosts, inherit no path."
		related.hasPath, related.hasAnchor = false, false
		rec.StepBytes(ruleHost, "the hosts differ: inherit no path", b)
	}
	switch {
	case given.hasPath && given.absolute:
		b = append(b, '/')
		b = append(b, given.path...)
		rec.StepBytes(rulePath, "the absolute path is given", b)
	case related.hasPath && related.absolute:
		b = append(b, '/')
		b = append(b, related.path...)
		if !given.hasPath {
			rec.StepBytes(rulePath, "adopt the current path", b)
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
		b = append(b[:from+1], given.path...)
		rec.StepBytes(rulePath, "remove the file name after the last \"/\" (before any \"?\") and add the relative path", b)
		b = simplify(b, rec)
	case given.hasPath:
		b = append(b, given.path...)
		rec.StepBytes(rulePath, "no absolute path to inherit: the relative path as given", b)
	case related.hasPath:
		b = append(b, related.path...)
		rec.StepBytes(rulePath, "inherit the current relative path", b)
	default:
		b = append(b, '/')
		rec.StepBytes(rulePath, "no path at all: \"/\"", b)
	}
	if withAnchor && (given.hasAnchor || related.hasAnchor) {
		a := related.anchor
		if given.hasAnchor {
			a = given.anchor
		}
		b = append(b, '#')
		b = append(b, a...)
		rec.StepBytes(ruleAnchor, "add the anchor", b)
	}
	return b
}

// cleanHost appends "//" and host to b, then does what CLEAN_URLS asks:
// drop the default port of http (":80") and gopher (":70", ":70+"), or a
// trailing "+" of another port; chop a "." that ends the host name when
// the host, with its "//", is longer than three bytes; lower-case the
// host (after any "@").
func cleanHost(b []byte, host, access string, hasAccess bool, rec *clientcore.Recorder) []byte {
	tail := len(b)
	b = append(b, "//"...)
	b = append(b, host...)
	rec.StepBytes(ruleHost, "the host", b)
	n := len(b)
	end := len(b)
	if c := bytes.IndexByte(b[tail:], ':'); c >= 0 {
		end = tail + c
		if hasAccess {
			port := b[end:]
			switch {
			case access == "http" && string(port) == ":80",
				access == "gopher" && (string(port) == ":70" || string(port) == ":70+"):
				b = b[:end]
			case len(port) > 0 && port[len(port)-1] == '+':
				b = b[:len(b)-1]
			}
		}
	}
	changed := len(b) != n
	if dot := end - 1; len(b)-tail > 3 && dot >= tail && b[dot] == '.' {
		b = append(b[:dot], b[dot+1:]...)
		changed = true
	}
	from := tail
	if at := bytes.IndexByte(b[tail:], '@'); at >= 0 {
		from = tail + at
	}
	for i := from; i < len(b); i++ {
		if c := b[i]; 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
			changed = true
		}
	}
	if changed {
		rec.StepBytes(ruleCleanURLs, "drop a default port and a trailing \".\", lower-case the host", b)
	}
	return b
}

// simplify is HTSimplify, a scan from the third byte of the whole result:
//
//   - "/.." followed by "/" or the end removes the segment before it with
//     it, unless there is no "/" before that segment, the segment is
//     "..", or the "/" before it follows another "/" (the host); the scan
//     goes on from where the segment started;
//   - "/." followed by "/" or the end is removed, and the byte that
//     comes next is not examined (so "/././" leaves "/./", and "./../g"
//     keeps its "..");
//
// The C shifts the rest of the string left at each removal; this builds
// the result once, which gives the same bytes in linear time.
func simplify(s []byte, rec *clientcore.Recorder) []byte {
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
			for q > 0 && out[q] != '/' {
				q--
			}
			if q >= 0 && out[q] == '/' && string(out[q:]) != "/.." && !(q-1 > 0 && out[q-1] == '/') {
				if rec.On() {
					rec.Repeat(ruleSimplify, "remove \""+string(out[q:])+"/..\"", func() string { return string(out[:q]) + string(s[i+3:]) })
				}
				out = out[:q]
				i += 3
				if len(out) == 0 && i == len(s) {
					out = append(out, '/')
				}
				continue
			}
			out = append(out, '/')
			i++
		case i+1 < len(s) && s[i+1] == '.' && (i+2 == len(s) || s[i+2] == '/'):
			if i+2 == len(s) {
				i = len(s)
				if rec.On() {
					rec.Repeat(ruleSimplify, "remove \"/.\" at the end", state(i))
				}
				break
			}
			out = append(out, '/')
			i += 3
			if rec.On() {
				rec.Repeat(ruleSimplify, "remove \"/.\" and pass over the \"/\" after it", state(i))
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
