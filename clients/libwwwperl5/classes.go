package libwwwperl5

// A classKind says which code parses a URL of a class, resolves it and writes
// it.
type classKind uint8

const (
	// kindGeneric: URI::URL::_generic's _parse (asked for some of its
	// components), abs and as_string.
	kindGeneric classKind = iota
	// kindNNTP: _generic's _parse and abs; as_string of its own, from the
	// group and article number its _parse read (lib/URI/URL/nntp.pm).
	kindNNTP
	// kindNews, kindMailto, kindData: a new() of their own; as subclasses
	// of URI::URL, not of _generic, their abs is URI::URL's, "sub abs {
	// shift->clone; }": they are never resolved.
	kindNews
	kindMailto
	kindData
)

// comps are the components _generic::_parse is asked for: "scheme & path
// is manatory", the others each class names.
type comps uint8

const (
	cNetloc comps = 1 << iota
	cQuery
	cParams
	cFrag

	cAll = cNetloc | cQuery | cParams | cFrag // _generic's default
)

// A class is a URI::URL implementor class: lib/URI/URL/<scheme>.pm, or
// _generic for a scheme without a module of its own.
type class struct {
	file  string // the module, for the trace
	kind  classKind
	parse comps  // for kindGeneric and kindNNTP
	port  string // default_port; "0" for undef, which compares as 0
}

var (
	genericClass = &class{"lib/URI/URL/_generic.pm", kindGeneric, cAll, "0"}
	httpClass    = &class{"lib/URI/URL/http.pm", kindGeneric, cAll, "80"}
)

// classOf is URI::URL::implementor for scheme: the class of
// lib/URI/URL/<scheme>.pm, the scheme lowercased ("$scheme =
// lc($scheme)", "$ic = "URI::URL::$scheme"", "require
// "URI/URL/$scheme.pm""), or _generic ("use generic as fallback"). _login.pm
// is found by its name as any other module is. The scheme "" is new()'s
// last resort, http.
func classOf(scheme string) *class {
	if scheme == "" {
		return httpClass
	}
	var low [8]byte // no module has a longer name
	if len(scheme) > len(low) {
		return genericClass
	}
	for i := 0; i < len(scheme); i++ {
		c := scheme[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		low[i] = c
	}
	switch string(low[:len(scheme)]) {
	case "http":
		return httpClass
	case "https":
		return &httpsClass
	case "ftp":
		return &ftpClass
	case "file":
		return &fileClass
	case "gopher":
		return &gopherClass
	case "news":
		return &newsClass
	case "mailto":
		return &mailtoClass
	case "nntp":
		return &nntpClass
	case "wais":
		return &waisClass
	case "prospero":
		return &prosperoClass
	case "telnet":
		return &telnetClass
	case "rlogin":
		return &rloginClass
	case "tn3270":
		return &tn3270Class
	case "_login":
		return &loginClass
	case "data":
		return &dataClass
	case "finger":
		return &fingerClass
	case "webster":
		return &websterClass
	case "whois":
		return &whoisClass
	}
	return genericClass // _generic.pm itself, and every scheme without a module
}

// The classes of libwww-perl 5.14's lib/URI/URL/*.pm.
var (
	httpsClass   = class{"lib/URI/URL/https.pm", kindGeneric, cAll, "443"}
	fingerClass  = class{"lib/URI/URL/finger.pm", kindGeneric, cAll, "79"}
	websterClass = class{"lib/URI/URL/webster.pm", kindGeneric, cAll, "765"}
	whoisClass   = class{"lib/URI/URL/whois.pm", kindGeneric, cAll, "43"}
	// "The ftp URLs can't have any query string", "The file URL can't
	// have query": _parse($init, qw(netloc path params frag)); so
	// prospero's.
	ftpClass      = class{"lib/URI/URL/ftp.pm", kindGeneric, cNetloc | cParams | cFrag, "21"}
	fileClass     = class{"lib/URI/URL/file.pm", kindGeneric, cNetloc | cParams | cFrag, "0"}
	prosperoClass = class{"lib/URI/URL/prospero.pm", kindGeneric, cNetloc | cParams | cFrag, "1525"}
	// wais: _parse($init, qw(netloc path query frag)).
	waisClass = class{"lib/URI/URL/wais.pm", kindGeneric, cNetloc | cQuery | cFrag, "210"}
	// gopher: _parse($init, qw(netloc path)); _parse_gopherpath then
	// reads the type and selector from a copy of the path, which
	// as_string does not use.
	gopherClass = class{"lib/URI/URL/gopher.pm", kindGeneric, cNetloc, "70"}
	// _login, and telnet, rlogin and tn3270 that inherit its _parse: "All
	// we want from _generic is the 'netloc' handling".
	loginClass  = class{"lib/URI/URL/_login.pm", kindGeneric, cNetloc, "0"}
	telnetClass = class{"lib/URI/URL/telnet.pm", kindGeneric, cNetloc, "23"}
	rloginClass = class{"lib/URI/URL/rlogin.pm", kindGeneric, cNetloc, "513"}
	tn3270Class = class{"lib/URI/URL/tn3270.pm", kindGeneric, cNetloc, "0"} // "# sub default_port { 0 }"
	// nntp: _parse($init, qw(netloc path frag)).
	nntpClass   = class{"lib/URI/URL/nntp.pm", kindNNTP, cNetloc | cFrag, "119"}
	newsClass   = class{"lib/URI/URL/news.pm", kindNews, 0, "0"}
	mailtoClass = class{"lib/URI/URL/mailto.pm", kindMailto, 0, "0"}
	dataClass   = class{"lib/URI/URL/data.pm", kindData, 0, "0"}
)

// schemeClass is the class new() picks for s: the scheme at its start,
// m/^([.+\-\w]+):/, when it is true in Perl ("0" is not), and else
// fallback.
func schemeClass(s string, fallback *class) *class {
	if i := schemeEnd(s); i > 0 && perlTrue(s[:i]) {
		return classOf(s[:i])
	}
	return fallback
}
