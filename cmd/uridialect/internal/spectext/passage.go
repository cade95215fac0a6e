package spectext

import (
	"regexp"
	"strings"
)

// Locate finds, in the lines of a section, the passage a rule's Step
// names, and returns it as lines [start, end).
//
// A numbered step ("6", "6g", "2A") is found by its label as the texts
// print them: "6)" then "g)" (RFC 2396), "Step 6:" then "g)" (RFC 1808
// and the draft), "2." then "A." (RFC 3986). Its passage runs to the next
// blank line. A grammar production ("hier_part") is found by the line that
// defines it, "hier_part = ..." (or RFC 1630's "name   definition"), and
// runs on over the lines indented further. RFC 1630's partial-form steps
// are this project's numbering of paragraphs the RFC does not number
// (package rfc1630 quotes how each opens); they are found by those
// openings. Anything else the text does not label is not found (ok false).
func Locate(doc, sec string, lines []string, step string) (start, end int, ok bool) {
	if step == "" {
		return 0, 0, false
	}
	if opening, ok := unnumbered[[3]string{doc, sec, step}]; ok {
		return paragraph(lines, opening)
	}
	if step[0] < '0' || step[0] > '9' {
		return production(lines, step)
	}
	num := step
	for i, c := range step {
		if c < '0' || c > '9' {
			num = step[:i]
			break
		}
	}
	sub := strings.TrimSpace(step[len(num):])
	numRE := regexp.MustCompile(`^\s+(?:Step\s+` + num + `:|` + num + `\)|` + num + `\.)\s`)
	start = -1
	for i, l := range lines {
		if numRE.MatchString(l) {
			start = i
			break
		}
	}
	if start < 0 {
		return 0, 0, false
	}
	if sub != "" {
		subRE := regexp.MustCompile(`^\s*` + regexp.QuoteMeta(sub) + `(?:\)|\.)\s`)
		found := -1
		for i := start + 1; i < len(lines); i++ {
			if numRE.MatchString(lines[i]) || nextStep(lines[i]) {
				break
			}
			if subRE.MatchString(lines[i]) {
				found = i
				break
			}
		}
		if found < 0 {
			return 0, 0, false
		}
		start = found
	}
	end = start + 1
	for end < len(lines) && strings.TrimSpace(lines[end]) != "" {
		end++
	}
	return start, end, true
}

var stepLine = regexp.MustCompile(`^\s+(?:Step\s+\d+:|\d+\)|\d+\.)\s`)

// nextStep reports whether a line opens a numbered step.
func nextStep(l string) bool { return stepLine.MatchString(l) }

// production finds the definition of a grammar production.
func production(lines []string, name string) (start, end int, ok bool) {
	def := regexp.MustCompile(`^(\s*)` + regexp.QuoteMeta(name) + `(?:\s*(?:=|::=)|\s{2,}\S)`)
	for i, l := range lines {
		m := def.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		indent := len(m[1])
		end = i + 1
		for end < len(lines) {
			next := lines[end]
			trimmed := strings.TrimLeft(next, " ")
			if trimmed == "" || len(next)-len(trimmed) <= indent {
				break
			}
			end++
		}
		return i, end, true
	}
	return 0, 0, false
}

// unnumbered holds the steps that cite paragraphs their text does not
// number, by how each paragraph opens: RFC 1630's rules for partial forms,
// as package rfc1630 numbers them.
var unnumbered = map[[3]string]string{
	{"RFC 1630", "Partial (relative) form", "1"}: "If the scheme parts are different",
	{"RFC 1630", "Partial (relative) form", "2"}: "If the partial URI starts with a non-zero number",
	{"RFC 1630", "Partial (relative) form", "3"}: "The last part of the path of the context URI",
	{"RFC 1630", "Partial (relative) form", "4"}: "Within the result, all occurrences",
}

// paragraph finds the paragraph that opens with opening.
func paragraph(lines []string, opening string) (start, end int, ok bool) {
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), opening) {
			end = i + 1
			for end < len(lines) && strings.TrimSpace(lines[end]) != "" {
				end++
			}
			return i, end, true
		}
	}
	return 0, 0, false
}
