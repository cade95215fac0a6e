package dialect

// A Rule names a place in a specification: a grammar production, a
// section, or a step of an algorithm. Its fields are constants in the
// dialects, so citing a rule costs nothing.
type Rule struct {
	Doc  string // "RFC 2396"
	Sec  string // "5.2", "Appendix A"
	Step string // "6g", or a production such as "hier_part"; may be empty
}

// String renders the rule as "RFC 2396, Section 5.2, step 6g" or, for a
// grammar production, "RFC 2396, Appendix A, <hier_part>".
func (r Rule) String() string {
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
