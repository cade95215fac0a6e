package draft01

import (
	"fmt"
	"unicode/utf8"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// The productions of Section 2.2 that Validate reports.
var (
	ruleEscape   = dialect.Rule{Doc: doc, Sec: "2.2", Step: "escape"}
	ruleNetLoc   = dialect.Rule{Doc: doc, Sec: "2.2", Step: "net_loc"}
	ruleSegment  = dialect.Rule{Doc: doc, Sec: "2.2", Step: "segment"}
	ruleParam    = dialect.Rule{Doc: doc, Sec: "2.2", Step: "param"}
	ruleQuery    = dialect.Rule{Doc: doc, Sec: "2.2", Step: "query"}
	ruleFragment = dialect.Rule{Doc: doc, Sec: "2.2", Step: "fragment"}
)

// Character classes of Section 2.2, built from its productions.
var (
	// safe = "$" | "-" | "_" | "." | "+"; extra = "!" | "*" | "'" | "(" |
	// ")" | ","; national = "{" | "}" | "|" | "\" | "^" | "~" | "[" |
	// "]" | "`"; unreserved = alpha | digit | safe | extra | national.
	unreserved = uritext.Alpha.Union(uritext.Digit, uritext.NewSet("$-_.+"), uritext.NewSet("!*'(),"), uritext.NewSet("{}|\\^~[]`"))
	// reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="
	reserved = uritext.NewSet(";/?:@&=")
	// pchar = [ uchar | "?" | ":" | "@" | "&" | "=" | "#" ]
	pchar = unreserved.Union(uritext.NewSet("?:@&=#"))
	// segment = *[ pchar | ";" ], with the "/" of path = segment *[ "/" segment ]
	pathChar = pchar.Union(uritext.NewSet(";/"))
	// net_loc = *[ pchar | ";" ]
	netLocChar = pchar.Union(uritext.NewSet(";"))
	// param = *[ pchar | "/" ], with the ";" of params = param *[ ";" param ]
	paramChar = pchar.Union(uritext.NewSet("/;"))
	// query = *[ uchar | reserved | "#" ]
	queryChar = unreserved.Union(reserved, uritext.NewSet("#"))
	// fragment = *[ uchar | reserved ]
	fragmentChar = unreserved.Union(reserved)
)

// Validate checks s against the BNF of Section 2.2 and reports every
// violation, each with its byte offset, length and the production broken.
//
// Section 2.2 warns that "this BNF is not sufficient to completely
// specify the allowed syntax within any given context" and that Section
// 2.4 "disambiguates the grammar", so s is first split as [Dialect.Parse]
// splits it, and each component is checked against its own production:
// <net_loc>, <segment> (the path), <param>, <query>, <fragment>, with
// "%" checked against <escape> everywhere. The scheme is only recognised
// when it matches <scheme>, so it never fails. Every other string over
// the grammar's characters is a <rel_path>, so a violation is always a
// character outside the component's production or a malformed escape. A
// string longer than the limit (option maxlength) is one violation, citing
// "uridialect, Limits", and is not examined further.
func (d *Dialect) Validate(s string) error {
	return dialectcore.Validate(name, s, d.opts.MaxLength, d.validate)
}

// validate is Validate after the length check.
func (d *Dialect) validate(s string) error {
	var es dialect.Errors
	r, _ := d.parse(s, d.opts.noScheme())
	check := func(p dialect.Part, set *uritext.Set, rule dialect.Rule) {
		lo, hi := r.Span(p)
		if lo < 0 {
			return
		}
		for i := lo; i < hi; {
			c := s[i]
			switch {
			case c == '%':
				if uritext.IsEscape(s[:hi], i) {
					i += 3
					continue
				}
				n := uritext.EscapeLen(s[:hi], i)
				es.Add(&dialect.ParseError{Dialect: name, Input: s, Offset: i, Len: n, Rule: ruleEscape,
					Msg: fmt.Sprintf("invalid escape %q", s[i:i+n])})
				i++
			case set.Has(c):
				i++
			default:
				n := 1
				if c >= utf8.RuneSelf {
					_, n = utf8.DecodeRuneInString(s[i:hi])
				}
				es.Add(&dialect.ParseError{Dialect: name, Input: s, Offset: i, Len: n, Rule: rule,
					Msg: fmt.Sprintf("character %q not allowed in <%s>", s[i:i+n], rule.Step)})
				i += n
			}
		}
	}
	check(dialect.Authority, netLocChar, ruleNetLoc)
	check(dialect.Path, pathChar, ruleSegment)
	check(dialect.Params, paramChar, ruleParam)
	check(dialect.Query, queryChar, ruleQuery)
	check(dialect.Fragment, fragmentChar, ruleFragment)
	return es.Err()
}
