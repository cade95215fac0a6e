package uritext

// A Span is a component of a URI reference: text[Lo:Hi], undefined when
// Lo < 0, as [dialect.Reference.Span] gives it. Parsers keep components
// as spans to read them many times in place.
type Span struct{ Lo, Hi int }

// Undefined is the Span of a component whose separator was absent.
var Undefined = Span{Lo: -1, Hi: -1}

// At returns the Span text[lo:hi].
func At(lo, hi int) Span { return Span{Lo: lo, Hi: hi} }

// OK reports whether the component is defined.
func (p Span) OK() bool { return p.Lo >= 0 }

// In returns the component's text in s, "" when it is undefined.
func (p Span) In(s string) string {
	if p.Lo < 0 {
		return ""
	}
	return s[p.Lo:p.Hi]
}
