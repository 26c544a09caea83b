"""The web page of the web door (issue 20): index.html, app.js and style.css, served as they are."""
