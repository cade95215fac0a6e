package libwwwperl5

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relurl"
)

// Parse splits s as new URI::URL $s splits it: the class is the one
// URI::URL::implementor gives the scheme at its start (when it is true in
// Perl; "http" without one, new()'s "$scheme = 'http'"), and the class's
// parser splits it. URI::URL::_generic::_parse, in its order (its comments
// cite draft-ietf-uri-relative-url-06, Section 2.4), takes those of its
// components the class asks for:
//
//  1. the frag is what follows the first "#" (s/#(.*)$//);
//  2. the scheme is a run of [\w+.-] before a ":" at the start
//     (s/^\s*([\w\+\.\-]+)://), lowercased;
//  3. the netloc follows "//", up to the next "/" (s!^//([^/]*)!!), so it
//     may hold "?" and ";";
//  4. the query is what follows the first "?" (s/\?(.*)//);
//  5. the params are what follow the first ";" (s/;(.*)//): a ";" in any
//     segment ends the path;
//  6. the rest is the path.
//
// The classes of ftp, file and prospero ask for no query, wais for no
// params, nntp for neither, gopher and the login classes (telnet, rlogin,
// tn3270) for the netloc only. news and mailto take the scheme and leave
// the rest as the path (the group or article, the address); data takes
// the scheme, then the frag, and leaves the rest as the path (the media
// type and data). See the package doc.
//
// Parse keeps the text as it is given: URI::URL->new first removed every
// white-space character and a "<URL:...>" wrapper, which Resolve does; so
// the parts of a string with white space are those of Resolve's result,
// not Parse's. Only a string over the limit (option maxlength) fails. The
// parts are substrings of s, so Parse allocates nothing.
func (d *Dialect) Parse(s string) (dialect.Reference, error) {
	if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
		return dialect.Reference{}, pe
	}
	return reference(s), nil
}

// grammar marks the references Parse and Resolve make.
var grammar = dialect.NewGrammar(name)

// reference is s, split by the class of its own scheme.
func reference(s string) dialect.Reference {
	p := split(s, schemeClass(s, httpClass))
	return p.Reference(s, grammar)
}

// isSchemeChar is Perl's [\w+.-], the characters of the scheme pattern.
func isSchemeChar(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '+' || c == '.' || c == '-'
}

// schemeEnd returns the length of the scheme at the start of s, 0 when
// there is none: m/^([.+\-\w]+):/.
func schemeEnd(s string) int {
	i := 0
	for i < len(s) && isSchemeChar(s[i]) {
		i++
	}
	if i > 0 && i < len(s) && s[i] == ':' {
		return i
	}
	return 0
}

// split is the parse of class c (see Parse).
func split(s string, c *class) relurl.Parts {
	p := relurl.NoParts
	start, end := 0, len(s)
	if c.kind >= kindNews {
		// news, mailto and data: "s/^\s*([\w\+\.\-]+)://" first; data
		// then takes the frag, "s/\#(.*)$//".
		if i := schemeEnd(s); i > 0 {
			p.Scheme, start = relurl.At(0, i), i+1
		}
		if c.kind == kindData {
			if k := strings.IndexByte(s[start:], '#'); k >= 0 {
				p.Fragment, end = relurl.At(start+k+1, end), start+k
			}
		}
		p.Path = relurl.At(start, end)
		return p
	}
	if c.parse&cFrag != 0 {
		if k := strings.IndexByte(s, '#'); k >= 0 {
			p.Fragment, end = relurl.At(k+1, end), k
		}
	}
	if i := schemeEnd(s[:end]); i > 0 {
		p.Scheme, start = relurl.At(0, i), i+1
	}
	if c.parse&cNetloc != 0 && strings.HasPrefix(s[start:end], "//") {
		e := strings.IndexByte(s[start+2:end], '/')
		if e < 0 {
			e = end
		} else {
			e += start + 2
		}
		p.NetLoc, start = relurl.At(start+2, e), e
	}
	if c.parse&cQuery != 0 {
		if k := strings.IndexByte(s[start:end], '?'); k >= 0 {
			p.Query, end = relurl.At(start+k+1, end), start+k
		}
	}
	if c.parse&cParams != 0 {
		if k := strings.IndexByte(s[start:end], ';'); k >= 0 {
			p.Params, end = relurl.At(start+k+1, end), start+k
		}
	}
	p.Path = relurl.At(start, end)
	return p
}

// netloc is what the netloc method makes of a netloc it is given: the
// text it keeps, in two pieces around what it removes, and whether the
// host it derives is defined and empty.
type netloc struct {
	a, b      string // the netloc kept: a + b
	host      bool   // a host was derived
	emptyHost bool   // and it is empty
}

// canonNetloc is the netloc method of URI::URL::_generic for class c:
//
//  1. a user part is cut off, up to the first "@", on a copy
//     (s/^([^:@]*):?(.*?)@//);
//  2. if the rest is host[:port], /^([^:]*):?(\d*)$/, the host is defined;
//     then, with a port, the first ":digits" of the netloc is removed when
//     the port equals the class's default_port (s/:\d+//), and without
//     one, a ":" at the end is (s/:$//);
//  3. otherwise nothing changes and no host is derived.
func canonNetloc(nl string, c *class) netloc {
	out := netloc{a: nl}
	rest := nl
	if nl == "0" {
		rest = "" // "my $nl = $self->{'netloc'} || ''": "0" is false
	}
	if i := strings.IndexByte(nl, '@'); i >= 0 {
		rest = nl[i+1:]
	}
	host, port := rest, ""
	if i := strings.IndexByte(rest, ':'); i >= 0 {
		host, port = rest[:i], rest[i+1:]
	}
	for i := 0; i < len(port); i++ {
		if port[i] < '0' || port[i] > '9' {
			return out
		}
	}
	out.host, out.emptyHost = true, host == ""
	if port != "" {
		if strings.TrimLeft(port, "0") == strings.TrimLeft(c.port, "0") {
			for i := 0; i+1 < len(nl); i++ {
				if nl[i] == ':' && '0' <= nl[i+1] && nl[i+1] <= '9' {
					j := i + 1
					for j < len(nl) && '0' <= nl[j] && nl[j] <= '9' {
						j++
					}
					out.a, out.b = nl[:i], nl[j:]
					break
				}
			}
		}
	} else if strings.HasSuffix(nl, ":") {
		out.a = nl[:len(nl)-1]
	}
	return out
}
