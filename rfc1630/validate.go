package rfc1630

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// Character classes of "BNF of Generic URI Syntax", built from its
// productions as printed:
//
//	xalpha       alpha | digit | safe | extra | escape
//	xpalpha      xalpha | +
//	safe         $ | - | _ | @ | . | &
//	extra        ! | * | " |  ' | ( | ) | ,
//	national     { | } | vline | [ | ] | \ | ^ | ~
//	punctuation  < | >
//
// and, for the host part, of "BNF for specific URL schemes":
//
//	alphanum2    alpha | digit | - | _ | . | +
var (
	safe        = uritext.NewSet("$-_@.&")
	extra       = uritext.NewSet(`!*"'(),`)
	xalpha      = uritext.Alpha.Union(uritext.Digit, safe, extra) // escapes are checked apart
	xpalpha     = xalpha.Union(uritext.NewSet("+"))
	pathChars   = xpalpha.Union(uritext.NewSet("/"))
	national    = uritext.NewSet(`{}|[]\^~`)
	punctuation = uritext.NewSet("<>")
	alphanum2   = uritext.Alpha.Union(uritext.Digit, uritext.NewSet("-_.+"))
)

// Validate checks s against the BNF of RFC 1630 and returns every
// violation, each with its offset, length and production, or nil. s is
// either an absolute URI with an optional fragment-id (fragmentaddress) or
// a partial form, which is checked as what follows "scheme :" in the uri
// production. See the package doc for the host part and the void
// fragment-id. A string longer than the limit (option maxlength) is one
// violation, citing "uridialect, Limits", and is not examined further.
func (d *Dialect) Validate(s string) error {
	return dialectcore.Validate(d.Name(), s, d.opts.MaxLength, d.validate)
}

// validate is Validate after the length check.
func (d *Dialect) validate(s string) error {
	v := validator{s: s, name: d.Name()}
	r := parse(s)
	if lo, hi := r.Span(dialect.Scheme); lo >= 0 {
		v.scheme(lo, hi)
	}
	if lo, hi := r.Span(dialect.Authority); lo >= 0 {
		v.hostPart(lo, hi)
	}
	lo, hi := r.Span(dialect.Path)
	v.chars(lo, hi, pathChars, true, rulePath, "path")
	if lo, hi := r.Span(dialect.Query); lo >= 0 {
		v.search(lo, hi)
	}
	if lo, hi := r.Span(dialect.Fragment); lo >= 0 {
		// "If the fragment-id is void, the hash sign may be omitted": a
		// void fragment-id after "#" is allowed, though the BNF's
		// fragmentid is xalphas.
		v.chars(lo, hi, xalpha, true, ruleFragment, "fragment-id")
	}
	return v.es.Err()
}

type validator struct {
	s    string
	name string
	es   dialect.Errors
}

func (v *validator) add(off, n int, rule dialect.Rule, msg string) {
	v.es.Add(&dialect.ParseError{Dialect: v.name, Input: v.s, Offset: off, Len: n, Rule: rule, Msg: msg})
}

// chars reports every byte of s[lo:hi] outside set. A "%" must start an
// escape when esc is true ("escape % hex hex") and is otherwise outside the
// production. Bytes of the "national" and "punctuation" productions are
// reported as such: they "do not appear in any productions and therefore
// may not appear in URIs". A non-ASCII character is one violation.
func (v *validator) chars(lo, hi int, set *uritext.Set, esc bool, rule dialect.Rule, what string) {
	for i := lo; i < hi; {
		c := v.s[i]
		switch {
		case set.Has(c):
			i++
		case c == '%' && esc && uritext.IsEscape(v.s[:hi], i):
			i += 3
		default:
			i += v.bad(i, hi, set, esc, rule, what)
		}
	}
}

// bad reports the byte at s[i], which its production does not allow, and
// returns how many bytes the report covers. A malformed escape covers the
// "%" and the (at most two) bytes after it that set allows, which a reader
// would take as its digits; any other byte gets its own report.
func (v *validator) bad(i, hi int, set *uritext.Set, esc bool, rule dialect.Rule, what string) int {
	c := v.s[i]
	switch {
	case c == '%' && esc:
		n := 1
		for n < 3 && i+n < hi && set.Has(v.s[i+n]) {
			n++
		}
		v.add(i, n, ruleEscape, fmt.Sprintf("invalid escape %q: %% must be followed by two hex digits", v.s[i:i+n]))
		return n
	case national.Has(c):
		v.add(i, 1, ruleNational, fmt.Sprintf("national character %q may not appear in URIs", c))
		return 1
	case punctuation.Has(c):
		v.add(i, 1, rulePunct, fmt.Sprintf("punctuation character %q may not appear in URIs", c))
		return 1
	case c >= utf8.RuneSelf:
		_, n := utf8.DecodeRuneInString(v.s[i:hi])
		v.add(i, n, rule, fmt.Sprintf("non-ASCII %q not allowed in the %s", v.s[i:i+n], what))
		return n
	default:
		v.add(i, 1, rule, fmt.Sprintf("%q not allowed in the %s", c, what))
		return 1
	}
}

// scheme checks "scheme ialpha" and "ialpha alpha [ xalphas ]".
func (v *validator) scheme(lo, hi int) {
	if lo == hi {
		v.add(lo, 0, ruleSchemeP, "empty scheme: scheme is ialpha, a letter then xalphas")
		return
	}
	if c := v.s[lo]; !uritext.Alpha.Has(c) {
		if xalpha.Has(c) || (c == '%' && uritext.IsEscape(v.s[:hi], lo)) {
			v.add(lo, 1, ruleSchemeP, fmt.Sprintf("scheme must start with a letter, not %q", c))
			lo++
		}
	}
	v.chars(lo, hi, xalpha, true, ruleSchemeP, "scheme")
}

// search checks "search xalphas [ + search ]": words of xalphas joined by
// single plus signs.
func (v *validator) search(lo, hi int) {
	if lo == hi {
		v.add(lo, 0, ruleSearch, "empty search part: search is xalphas [ + search ]")
		return
	}
	word := 0
	for i := lo; i < hi; {
		c := v.s[i]
		switch {
		case c == '+':
			if word == 0 {
				v.add(i, 1, ruleSearch, `"+" must follow a word of xalphas`)
			}
			word = 0
			i++
		case xalpha.Has(c):
			word++
			i++
		case c == '%' && uritext.IsEscape(v.s[:hi], i):
			word++
			i += 3
		default:
			word++
			i += v.bad(i, hi, xalpha, true, ruleSearch, "search part")
		}
	}
	if word == 0 {
		v.add(hi-1, 1, ruleSearch, `"+" must be followed by a word of xalphas`)
	}
}

// hostPart checks the "//" host part against the URL BNF's most general
// host form, "login [ user [ : password ] @ ] hostport" with "hostport host
// [ : port ]", "host hostname | hostnumber", "hostname ialpha [ . hostname
// ]", "hostnumber digits . digits . digits . digits" and "port digits". A
// void host part is allowed: "A void host field is equivalent to
// "localhost"" (file).
func (v *validator) hostPart(lo, hi int) {
	if lo == hi {
		return
	}
	h := lo
	if at := strings.IndexByte(v.s[lo:hi], '@'); at >= 0 {
		at += lo
		ue := at
		if c := strings.IndexByte(v.s[lo:at], ':'); c >= 0 {
			ue = lo + c
			if ue+1 == at {
				v.add(at, 0, rulePassword, "empty password: password is alphanum2 [ password ]")
			}
			v.chars(ue+1, at, alphanum2, false, rulePassword, "password")
		}
		if ue == lo {
			v.add(lo, 0, ruleUser, "empty user: user is alphanum2 [ user ]")
		}
		v.chars(lo, ue, alphanum2, false, ruleUser, "user")
		h = at + 1
	}
	he := hi
	if c := strings.IndexByte(v.s[h:hi], ':'); c >= 0 {
		he = h + c
		if he+1 == hi {
			v.add(hi, 0, rulePort, "empty port: port is digits")
		}
		v.chars(he+1, hi, uritext.Digit, false, rulePort, "port")
	}
	v.host(h, he)
}

func (v *validator) host(lo, hi int) {
	switch {
	case lo == hi:
		v.add(lo, 0, ruleHostLogin, "empty host before a user or port")
	case uritext.Digit.Has(v.s[lo]):
		if !isHostnumber(v.s[lo:hi]) {
			v.add(lo, hi-lo, ruleHost, fmt.Sprintf("%q is no hostnumber (digits . digits . digits . digits), and a hostname starts with a letter", v.s[lo:hi]))
		}
	default:
		if c := v.s[lo]; !uritext.Alpha.Has(c) && (xalpha.Has(c) || (c == '%' && uritext.IsEscape(v.s[:hi], lo))) {
			v.add(lo, 1, ruleHost, fmt.Sprintf("hostname must start with a letter, not %q", c))
			lo++
		}
		v.chars(lo, hi, xalpha, true, ruleHost, "hostname")
	}
}

// isHostnumber reports whether s is "digits . digits . digits . digits".
func isHostnumber(s string) bool {
	parts := 0
	for i := 0; i <= len(s); {
		j := i
		for j < len(s) && uritext.Digit.Has(s[j]) {
			j++
		}
		if j == i {
			return false
		}
		parts++
		if j == len(s) {
			return parts == 4
		}
		if s[j] != '.' {
			return false
		}
		i = j + 1
	}
	return false
}
