package rfc1630

import "github.com/uridialect/uridialect/dialect"

// Sections of RFC 1630. The RFC numbers none of them, so a rule cites the
// section by its title.
const (
	doc        = "RFC 1630"
	secPartial = "Partial (relative) form"
	secFragid  = "Fragment-id"
	secBNF     = "BNF of Generic URI Syntax"
	secURLBNF  = "BNF for specific URL schemes"
)

// The rules of "Partial (relative) form" are four paragraphs; this package
// numbers them as steps:
//
//  1. "A partial form can be distinguished from an absolute form ..." and
//     "If the scheme parts are different, the whole absolute URI must be
//     given. Otherwise, the scheme is omitted"
//  2. "If the partial URI starts with a non-zero number of consecutive
//     slashes, then everything from the context URI up to ..."
//  3. "The last part of the path of the context URI (anything following the
//     rightmost slash) is removed, and the given partial URI appended in its
//     place"
//  4. "Within the result, all occurrences of "xxx/../" or "/." are
//     recursively removed"
var (
	ruleScheme  = dialect.Rule{Doc: doc, Sec: secPartial, Step: "1"}
	ruleSlashes = dialect.Rule{Doc: doc, Sec: secPartial, Step: "2"}
	ruleMerge   = dialect.Rule{Doc: doc, Sec: secPartial, Step: "3"}
	ruleDots    = dialect.Rule{Doc: doc, Sec: secPartial, Step: "4"}
	// ruleContext cites the section for what it takes of the context
	// itself: "Within a object whose URI is well defined"; the empty
	// partial, for which it has no step, is cited the same way.
	ruleContext = dialect.Rule{Doc: doc, Sec: secPartial}
	ruleFragid  = dialect.Rule{Doc: doc, Sec: secFragid}
)

// Productions of the generic BNF and, for the "//" host part, of the URL BNF.
var (
	ruleSchemeP   = dialect.Rule{Doc: doc, Sec: secBNF, Step: "scheme"}
	rulePath      = dialect.Rule{Doc: doc, Sec: secBNF, Step: "path"}
	ruleSearch    = dialect.Rule{Doc: doc, Sec: secBNF, Step: "search"}
	ruleFragment  = dialect.Rule{Doc: doc, Sec: secBNF, Step: "fragmentid"}
	ruleEscape    = dialect.Rule{Doc: doc, Sec: secBNF, Step: "escape"}
	ruleNational  = dialect.Rule{Doc: doc, Sec: secBNF, Step: "national"}
	rulePunct     = dialect.Rule{Doc: doc, Sec: secBNF, Step: "punctuation"}
	ruleUser      = dialect.Rule{Doc: doc, Sec: secURLBNF, Step: "user"}
	rulePassword  = dialect.Rule{Doc: doc, Sec: secURLBNF, Step: "password"}
	ruleHost      = dialect.Rule{Doc: doc, Sec: secURLBNF, Step: "host"}
	rulePort      = dialect.Rule{Doc: doc, Sec: secURLBNF, Step: "port"}
	ruleHostLogin = dialect.Rule{Doc: doc, Sec: secURLBNF, Step: "login"}
)
