package python15

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// resolve27 is Python 2.7's urljoin(base, url); see "Python 2.7" in the
// package doc for its steps.
func (d *Dialect) resolve27(bs, rs string, step func(dialect.Step)) (dialect.Reference, error) {
	say := func(function, action, state string) {
		if step != nil {
			step(dialect.Step{Rule: d.rule(function), Action: action, State: state})
		}
	}
	if bs == "" {
		say(srcJoin, `"if not base: return url"`, rs)
		return d.reference(rs, ""), nil
	}
	if rs == "" {
		say(srcJoin, `"if not url: return base"`, bs)
		return d.reference(bs, ""), nil
	}
	b, err := d.urlparse27(bs, "")
	if err != nil {
		return dialect.Reference{}, err
	}
	r, err := d.urlparse27(rs, b.scheme)
	if err != nil {
		return dialect.Reference{}, err
	}
	say(srcParse, "split the base, then the reference with the base's scheme as its default", rs)
	j := joined{
		scheme: r.scheme, netloc: r.NetLoc.In(rs), path: r.Path.In(rs),
		params: r.Params.In(rs), query: r.Query.In(rs), fragment: r.Fragment.In(rs),
	}
	if !strings.EqualFold(r.scheme, b.scheme) || !in(usesRelative27, r.scheme) {
		say(srcJoin, "another scheme, or one not in uses_relative: the reference as it is", rs)
		return d.reference(rs, ""), nil
	}
	if in(usesNetloc27, r.scheme) {
		if j.netloc != "" {
			return d.unparse27(j, step, "the reference has a netloc: its parts, joined again"), nil
		}
		j.netloc = b.NetLoc.In(bs)
		say(srcJoin, "no netloc: take the base's", j.netloc)
	}
	if strings.HasPrefix(j.path, "/") {
		return d.unparse27(j, step, `the path starts with "/": taken as it is`), nil
	}
	if j.path == "" && j.params == "" {
		j.path, j.params = b.Path.In(bs), b.Params.In(bs)
		if j.query == "" {
			j.query = b.Query.In(bs)
		}
		return d.unparse27(j, step, "neither path nor params: the base's path and params, the query or else the base's"), nil
	}
	// "segments = bpath.split('/')[:-1] + path.split('/')"
	bpath := b.Path.In(bs)
	dir := bpath[:strings.LastIndexByte(bpath, '/')+1]
	path, _ := d.segments(nil, dir, j.path)
	j.path = string(path)
	say(srcJoin, `merge: the base path's segments but its last, then the path's; "." dropped, "<segment>/.." pairs removed where the segment is neither "" nor ".."`, j.path)
	return d.unparse27(j, step, "the merged path"), nil
}

// unparse27 is Python 2.7's urlunparse: the params after the path, then
// urlunsplit:
//
//	if netloc or (scheme and scheme in uses_netloc and url[:2] != '//'):
//	    if url and url[:1] != '/': url = '/' + url
//	    url = '//' + (netloc or '') + url
//	if scheme: url = scheme + ':' + url
//
// then "?" query and "#" fragment, each only when not empty.
func (d *Dialect) unparse27(j joined, step func(dialect.Step), why string) dialect.Reference {
	var b strings.Builder
	b.Grow(len(j.scheme) + len(j.netloc) + len(j.path) + len(j.params) + len(j.query) + len(j.fragment) + 8)
	for i := 0; i < len(j.scheme); i++ {
		c := j.scheme[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	if j.scheme != "" {
		b.WriteByte(':')
	}
	url := j.path
	if j.params != "" {
		url += ";" + j.params
	}
	if j.netloc != "" || j.scheme != "" && in(usesNetloc27, j.scheme) && !strings.HasPrefix(url, "//") {
		if url != "" && url[0] != '/' {
			url = "/" + url
		}
		b.WriteString("//")
		b.WriteString(j.netloc)
	}
	b.WriteString(url)
	if j.query != "" {
		b.WriteByte('?')
		b.WriteString(j.query)
	}
	if j.fragment != "" {
		b.WriteByte('#')
		b.WriteString(j.fragment)
	}
	s := b.String()
	if step != nil {
		step(dialect.Step{Rule: d.rule(srcJoin), Action: why, State: s})
		step(dialect.Step{Rule: d.rule(srcUn), Action: "join the parts (urlunsplit), leaving out the empty ones", State: s})
	}
	return d.reference(s, "")
}
