package dialect

// A Rule names a place in a specification: a grammar production, a
// section, or a step of an algorithm; or, for a client profile, a function
// of the client's source code. Its fields are constants in the dialects, so
// citing a rule costs nothing.
type Rule struct {
	Doc  string // "RFC 2396"; for a client, the client and version: "NCSA Mosaic 2.7"
	Sec  string // "5.2", "Appendix A"; for a client, its source file: "libwww2/HTParse.c"
	Step string // "6g", or a production such as "hier_part"; may be empty
	// Function names the function of a client's source file that does
	// what the step reports ("HTParse"); empty for a specification.
	Function string
}

// String renders the rule as "RFC 2396, Section 5.2, step 6g" or, for a
// grammar production, "RFC 2396, Appendix A, <hier_part>"; a client's
// rule as "NCSA Mosaic 2.7, libwww2/HTParse.c, HTSimplify".
func (r Rule) String() string {
	if r.Function != "" {
		s := r.Doc + ", " + r.Sec + ", " + r.Function
		if r.Step != "" {
			s += ", " + r.Step
		}
		return s
	}
	s := r.Doc
	if r.Sec != "" {
		if len(r.Sec) > 0 && r.Sec[0] >= '0' && r.Sec[0] <= '9' {
			s += ", Section " + r.Sec
		} else {
			s += ", " + r.Sec
		}
	}
	if r.Step != "" {
		if isProduction(r.Step) {
			s += ", <" + r.Step + ">"
		} else {
			s += ", step " + r.Step
		}
	}
	return s
}

// isProduction reports whether a Step names a grammar production rather
// than a numbered step: steps start with a digit ("6g", "5.2.4 B").
func isProduction(step string) bool {
	return step[0] < '0' || step[0] > '9'
}
